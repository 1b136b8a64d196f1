import { Migration } from '@mikro-orm/migrations';

export class Migration20261128120000_vat_numbers extends Migration {
  override name = 'Migration20261128120000_vat_numbers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "account_billing" add "vat_number" varchar(20) null;`);
    this.addSql(`alter table "account_requests" add "vat_number" varchar(20) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "account_billing" drop column "vat_number";`);
    this.addSql(`alter table "account_requests" drop column "vat_number";`);
  }
}
