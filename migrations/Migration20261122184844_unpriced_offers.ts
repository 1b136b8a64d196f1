import { Migration } from '@mikro-orm/migrations';

export class Migration20261122184844_unpriced_offers extends Migration {
  override name = 'Migration20261122184844_unpriced_offers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quotes" add "unpriced_offers" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quotes" drop column "unpriced_offers";`);
  }
}
