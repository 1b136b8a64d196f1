import { Migration } from '@mikro-orm/migrations';

export class Migration20261125202511_crew_tariff extends Migration {
  override name = 'Migration20261125202511_crew_tariff';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "crew_tariff" ("id" serial primary key, "period" varchar(20) not null, "second_driver_per_hour" numeric(10,2) not null);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "crew_tariff" cascade;`);
  }
}
