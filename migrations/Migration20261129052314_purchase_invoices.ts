import { Migration } from '@mikro-orm/migrations';

/**
 * The carriers' invoices Flash receives (the file kept, what it says, how it fits the orders,
 * when it was paid) and the jobs each bills; each carrier's payment term, 30 days at most.
 */
export class Migration20261129052314_purchase_invoices extends Migration {
  override name = 'Migration20261129052314_purchase_invoices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "purchase_invoices" ("id" uuid not null, "created_at" timestamptz not null, "carrier_id" uuid not null, "received_via" text not null, "uploaded_by_id" uuid null, "recorded_by_id" uuid null, "format" text not null, "file_name" varchar(200) not null, "file_type" varchar(60) not null, "file_bytes" bytea not null, "number" varchar(100) null, "issue_date" date null, "due_date" date null, "data" jsonb null, "excluding_tax" numeric(12,2) null, "vat" numeric(12,2) null, "including_tax" numeric(12,2) null, "status" text not null, "differences" jsonb not null, "paid_on" date null, "paid_at" timestamptz null, "paid_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "purchase_invoices_carrier_id_index" on "purchase_invoices" ("carrier_id");`);
    this.addSql(`create index "purchase_invoices_status_due_date_index" on "purchase_invoices" ("status", "due_date");`);
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_carrier_number_unique" unique ("carrier_id", "number");`,
    );
    this.addSql(
      `create table "purchase_invoice_jobs" ("invoice_id" uuid not null, "quote_request_id" uuid not null, "amount" numeric(12,2) not null, primary key ("invoice_id", "quote_request_id"));`,
    );
    this.addSql(`create index "purchase_invoice_jobs_quote_request_id_index" on "purchase_invoice_jobs" ("quote_request_id");`);
    this.addSql(`alter table "carriers" add "payment_days" int not null default 30;`);
    this.addSql(`alter table "carriers" add constraint "carriers_payment_days_check" check ("payment_days" between 0 and 30);`);
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_carrier_id_foreign" foreign key ("carrier_id") references "carriers" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "carrier_people" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_recorded_by_id_foreign" foreign key ("recorded_by_id") references "staff_users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_paid_by_id_foreign" foreign key ("paid_by_id") references "staff_users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_received_via_check" check ("received_via" in ('channel', 'carrier', 'staff'));`,
    );
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_format_check" check ("format" in ('facturX', 'cii', 'ubl', 'pdf'));`,
    );
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_status_check" check ("status" in ('matched', 'held', 'toTypeIn'));`,
    );
    this.addSql(
      `alter table "purchase_invoice_jobs" add constraint "purchase_invoice_jobs_invoice_id_foreign" foreign key ("invoice_id") references "purchase_invoices" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "purchase_invoice_jobs" add constraint "purchase_invoice_jobs_quote_request_id_foreign" foreign key ("quote_request_id") references "quote_requests" ("id") on update cascade on delete restrict;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "purchase_invoice_jobs" cascade;`);
    this.addSql(`drop table if exists "purchase_invoices" cascade;`);
    this.addSql(`alter table "carriers" drop constraint "carriers_payment_days_check";`);
    this.addSql(`alter table "carriers" drop column "payment_days";`);
  }
}
