import { Migration } from '@mikro-orm/migrations';

export class Migration20261126002725_quote_request_vat extends Migration {
  override name = 'Migration20261126002725_quote_request_vat';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quote_requests" add "vat" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote_requests" drop column "vat";`);
  }
}
