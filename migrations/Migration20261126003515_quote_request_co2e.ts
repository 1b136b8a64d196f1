import { Migration } from '@mikro-orm/migrations';

export class Migration20261126003515_quote_request_co2e extends Migration {
  override name = 'Migration20261126003515_quote_request_co2e';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quote_requests" add "co2e" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote_requests" drop column "co2e";`);
  }
}
