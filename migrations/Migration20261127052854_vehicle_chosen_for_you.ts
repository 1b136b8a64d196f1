import { Migration } from '@mikro-orm/migrations';

export class Migration20261127052854_vehicle_chosen_for_you extends Migration {
  override name = 'Migration20261127052854_vehicle_chosen_for_you';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quotes" add "vehicle_chosen" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quotes" drop column "vehicle_chosen";`);
  }
}
