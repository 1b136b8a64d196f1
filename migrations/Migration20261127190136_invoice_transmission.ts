import { Migration } from '@mikro-orm/migrations';

export class Migration20261127190136_invoice_transmission extends Migration {
  override name = 'Migration20261127190136_invoice_transmission';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoices" add "transmitted_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoices" drop column "transmitted_at";`);
  }
}
