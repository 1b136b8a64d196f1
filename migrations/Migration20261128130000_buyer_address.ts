import { Migration } from '@mikro-orm/migrations';

export class Migration20261128130000_buyer_address extends Migration {
  override name = 'Migration20261128130000_buyer_address';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quote_requests" add "buyer_address" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote_requests" drop column "buyer_address";`);
  }
}
