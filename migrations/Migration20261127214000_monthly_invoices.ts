import { Migration } from '@mikro-orm/migrations';

export class Migration20261127214000_monthly_invoices extends Migration {
  override name = 'Migration20261127214000_monthly_invoices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "invoice_transports" ("invoice_id" uuid not null, "quote_request_id" uuid not null, primary key ("invoice_id", "quote_request_id"));`,
    );
    this.addSql(`create index "invoice_transports_quote_request_id_index" on "invoice_transports" ("quote_request_id");`);

    this.addSql(`alter table "account_billing" add "invoicing" text not null default 'delivery';`);
    this.addSql(
      `alter table "account_billing" add constraint "account_billing_invoicing_check" check ("invoicing" in ('delivery', 'monthly'));`,
    );

    this.addSql(
      `alter table "invoice_transports" add constraint "invoice_transports_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "invoice_transports" add constraint "invoice_transports_quote_request_id_foreign" foreign key ("quote_request_id") references "quote_requests" ("id") on update cascade on delete restrict;`,
    );
    // The invoices issued so far each bill their one transport.
    this.addSql(`insert into "invoice_transports" ("invoice_id", "quote_request_id") select "id", "quote_request_id" from "invoices";`);
    this.addSql(
      `create or replace function "invoice_transports_billed_once_fn"() returns trigger as \$\$ begin raise exception 'an invoice''s transports are never edited'; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "billed_once" BEFORE UPDATE OR DELETE on "invoice_transports" for each ROW execute function "invoice_transports_billed_once_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "billed_once" on "invoice_transports";`);
    this.addSql(`drop function if exists "invoice_transports_billed_once_fn"();`);
    this.addSql(`drop table if exists "invoice_transports" cascade;`);

    this.addSql(`alter table "account_billing" drop constraint "account_billing_invoicing_check";`);
    this.addSql(`alter table "account_billing" drop column "invoicing";`);
  }
}
