import { Migration } from '@mikro-orm/migrations';

/** The buyer's purchase order number and own reference on a confirmed request (issue 28). */
export class Migration20261124193800_purchase_order extends Migration {
  override name = 'Migration20261124193800_purchase_order';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quote_requests" add "po_number" varchar(100) null, add "customer_reference" varchar(100) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote_requests" drop column "po_number", drop column "customer_reference";`);
  }
}
