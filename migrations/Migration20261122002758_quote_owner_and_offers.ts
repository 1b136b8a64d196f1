import { Migration } from '@mikro-orm/migrations';

export class Migration20261122002758_quote_owner_and_offers extends Migration {
  override name = 'Migration20261122002758_quote_owner_and_offers';

  override up(): void | Promise<void> {
    // Quotes saved before owners existed get an empty key: no browser can claim them.
    this.addSql(`alter table "quotes" add "owner_key" varchar(64) not null default '', add "offers" jsonb null;`);
    this.addSql(`alter table "quotes" alter column "owner_key" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quotes" drop column "owner_key", drop column "offers";`);
  }
}
