import { Migration } from '@mikro-orm/migrations';

export class Migration20261127183155_invoices extends Migration {
  override name = 'Migration20261127183155_invoices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "invoice_sequences" ("kind" text not null, "year" int not null, "last" int not null, primary key ("kind", "year"));`,
    );

    this.addSql(
      `create table "invoices" ("id" uuid not null, "created_at" timestamptz not null, "number" varchar(20) not null, "kind" text not null, "quote_request_id" uuid not null, "account_id" uuid null, "refers_to" uuid null, "document" jsonb not null, "paid_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "invoices" add constraint "invoices_number_unique" unique ("number");`);
    this.addSql(`create index "invoices_quote_request_id_index" on "invoices" ("quote_request_id");`);
    this.addSql(`create index "invoices_account_id_created_at_index" on "invoices" ("account_id", "created_at");`);

    this.addSql(
      `alter table "invoice_sequences" add constraint "invoice_sequences_kind_check" check ("kind" in ('invoice', 'creditNote'));`,
    );

    this.addSql(
      `alter table "invoices" add constraint "invoices_quote_request_id_foreign" foreign key ("quote_request_id") references "quote_requests" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "invoices" add constraint "invoices_kind_check" check ("kind" in ('invoice', 'creditNote'));`);
    this
      .addSql(`create or replace function "invoices_issued_once_fn"() returns trigger as \$\$ begin if (NEW.number, NEW.kind, NEW.quote_request_id, NEW.account_id, NEW.refers_to, NEW.document::text, NEW.created_at)
        is distinct from (OLD.number, OLD.kind, OLD.quote_request_id, OLD.account_id, OLD.refers_to, OLD.document::text, OLD.created_at)
        then raise exception 'an invoice is never edited: a credit note corrects it'; end if; return NEW; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "issued_once" BEFORE UPDATE on "invoices" for each ROW execute function "invoices_issued_once_fn"();`);
    this.addSql(
      `create or replace function "invoices_never_deleted_fn"() returns trigger as \$\$ begin raise exception 'an invoice is never deleted'; end; \$\$ language plpgsql;`,
    );
    this.addSql(`create trigger "never_deleted" BEFORE DELETE on "invoices" for each ROW execute function "invoices_never_deleted_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invoice_sequences" cascade;`);
    this.addSql(`drop trigger if exists "issued_once" on "invoices";`);
    this.addSql(`drop function if exists "invoices_issued_once_fn"();`);
    this.addSql(`drop trigger if exists "never_deleted" on "invoices";`);
    this.addSql(`drop function if exists "invoices_never_deleted_fn"();`);
    this.addSql(`drop table if exists "invoices" cascade;`);
  }
}
