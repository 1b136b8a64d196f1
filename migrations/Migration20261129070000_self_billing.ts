import { Migration } from '@mikro-orm/migrations';

/**
 * Self-billing: each carrier's consent (the text's version, dated, until revoked), its own series
 * of self-billed numbers by year, a carrier's invoice that Flash drew up ("selfBilled"), the
 * carrier's contest of one and staff's answer, and a credit note or corrected invoice's invoice.
 */
export class Migration20261129070000_self_billing extends Migration {
  override name = 'Migration20261129070000_self_billing';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "self_billing_mandates" ("id" uuid not null, "carrier_id" uuid not null, "version" varchar(20) not null, "accepted_at" timestamptz not null, "accepted_by_id" uuid null, "revoked_at" timestamptz null, "revoked_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "self_billing_mandates_carrier_id_index" on "self_billing_mandates" ("carrier_id");`);
    this.addSql(
      `create table "self_billing_sequences" ("carrier_id" uuid not null, "year" int not null, "last" int not null, primary key ("carrier_id", "year"));`,
    );
    this.addSql(
      `alter table "self_billing_mandates" add constraint "self_billing_mandates_carrier_id_foreign" foreign key ("carrier_id") references "carriers" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "self_billing_mandates" add constraint "self_billing_mandates_accepted_by_id_foreign" foreign key ("accepted_by_id") references "carrier_people" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "self_billing_mandates" add constraint "self_billing_mandates_revoked_by_id_foreign" foreign key ("revoked_by_id") references "carrier_people" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "self_billing_sequences" add constraint "self_billing_sequences_carrier_id_foreign" foreign key ("carrier_id") references "carriers" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "purchase_invoices" drop constraint "purchase_invoices_received_via_check";`);
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_received_via_check" check ("received_via" in ('channel', 'carrier', 'staff', 'selfBilled'));`,
    );
    this.addSql(
      `alter table "purchase_invoices" add "contested_at" timestamptz null, add "contest_reason" varchar(1000) null, add "contested_by_id" uuid null, add "contest_answer" varchar(1000) null, add "answered_at" timestamptz null, add "answered_by_id" uuid null, add "refers_to" uuid null;`,
    );
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_contested_by_id_foreign" foreign key ("contested_by_id") references "carrier_people" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_answered_by_id_foreign" foreign key ("answered_by_id") references "staff_users" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "purchase_invoices" drop constraint "purchase_invoices_status_check";`);
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_status_check" check ("status" in ('matched', 'held', 'toTypeIn', 'cancelled'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "purchase_invoices" drop constraint "purchase_invoices_status_check";`);
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_status_check" check ("status" in ('matched', 'held', 'toTypeIn'));`,
    );
    this.addSql(
      `alter table "purchase_invoices" drop column "contested_at", drop column "contest_reason", drop column "contested_by_id", drop column "contest_answer", drop column "answered_at", drop column "answered_by_id", drop column "refers_to";`,
    );
    this.addSql(`drop table if exists "self_billing_sequences" cascade;`);
    this.addSql(`drop table if exists "self_billing_mandates" cascade;`);
    this.addSql(`alter table "purchase_invoices" drop constraint "purchase_invoices_received_via_check";`);
    this.addSql(
      `alter table "purchase_invoices" add constraint "purchase_invoices_received_via_check" check ("received_via" in ('channel', 'carrier', 'staff'));`,
    );
  }
}
