import { Migration } from '@mikro-orm/migrations';

/**
 * The carriers' directory (people, documents with their expiry), the tenders that offer a
 * confirmed request to carriers with each one's answer, and the award: the request's carrier and
 * what Flash pays it. A carrier's confirmation books the transport (no agent: byCarrier).
 */
export class Migration20261128233732_carriers extends Migration {
  override name = 'Migration20261128233732_carriers';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "carriers" ("id" uuid not null, "created_at" timestamptz not null, "company" varchar(200) not null, "siren" varchar(9) null, "vat_number" varchar(20) null, "street" varchar(200) not null, "postal_code" varchar(16) not null, "city" varchar(100) not null, "country" varchar(2) not null, "vehicle_classes" text[] not null, "serves" text[] not null, "adr" boolean not null, primary key ("id"));`,
    );
    this.addSql(
      `create table "carrier_documents" ("id" uuid not null, "created_at" timestamptz not null, "carrier_id" uuid not null, "kind" text not null, "number" varchar(100) not null, "issued_on" date not null, "expires_on" date not null, "details" jsonb not null, "file_name" varchar(200) null, "file_type" varchar(40) null, "file_bytes" bytea null, primary key ("id"));`,
    );
    this.addSql(`create index "carrier_documents_carrier_id_expires_on_index" on "carrier_documents" ("carrier_id", "expires_on");`);
    this.addSql(
      `create table "carrier_people" ("id" uuid not null, "created_at" timestamptz not null, "carrier_id" uuid not null, "name" varchar(200) not null, "email" varchar(254) not null, "mobile" varchar(40) not null, "language" varchar(2) not null, primary key ("id"));`,
    );
    this.addSql(`alter table "carrier_people" add constraint "carrier_people_email_unique" unique ("email");`);
    this.addSql(
      `create table "tenders" ("id" uuid not null, "created_at" timestamptz not null, "quote_request_id" uuid not null, "price" numeric(12,2) not null, "deadline" timestamptz not null, "mode" text not null, "margin_reason" varchar(500) null, "opened_by_id" uuid not null, primary key ("id"));`,
    );
    this.addSql(`create index "tenders_quote_request_id_index" on "tenders" ("quote_request_id");`);
    this.addSql(
      `create table "carrier_awards" ("quote_request_id" uuid not null, "carrier_id" uuid not null, "tender_id" uuid null, "price" numeric(12,2) not null, "awarded_at" timestamptz not null, "awarded_by_id" uuid null, "margin_reason" varchar(500) null, "cabotage_declared_at" timestamptz null, "confirmed_at" timestamptz null, primary key ("quote_request_id"));`,
    );
    this.addSql(`create index "carrier_awards_carrier_id_index" on "carrier_awards" ("carrier_id");`);
    this.addSql(
      `create table "tender_offers" ("tender_id" uuid not null, "carrier_id" uuid not null, "sent_at" timestamptz not null, "answer" jsonb null, "answered_at" timestamptz null, primary key ("tender_id", "carrier_id"));`,
    );
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'account-invitation', 'webhook', 'driver-link', 'invoice', 'carrier-offer', 'carrier-offer-text', 'carrier-award', 'carrier-job-taken'));`,
    );
    this.addSql(`alter table "outbox" drop constraint "outbox_audience_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_audience_check" check ("audience" in ('agent', 'visitor', 'system', 'driver', 'carrier'));`,
    );
    this.addSql(`alter table "transport_moves" drop constraint "transport_moves_author_check";`);
    this.addSql(
      `alter table "transport_moves" add constraint "transport_moves_author_check" check (("recorded_by_id" is null) = ("move" ? 'driver' or "move" ? 'byCarrier'));`,
    );
    this.addSql(
      `alter table "carriers" add constraint "carriers_identified_check" check ("siren" is not null or "vat_number" is not null);`,
    );
    this.addSql(
      `alter table "carrier_documents" add constraint "carrier_documents_carrier_id_foreign" foreign key ("carrier_id") references "carriers" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "carrier_documents" add constraint "carrier_documents_kind_check" check ("kind" in ('licence', 'insurance', 'vigilance'));`,
    );
    this.addSql(
      `alter table "carrier_people" add constraint "carrier_people_carrier_id_foreign" foreign key ("carrier_id") references "carriers" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tenders" add constraint "tenders_quote_request_id_foreign" foreign key ("quote_request_id") references "quote_requests" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "tenders" add constraint "tenders_opened_by_id_foreign" foreign key ("opened_by_id") references "staff_users" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "tenders" add constraint "tenders_mode_check" check ("mode" in ('firstToAccept', 'agentAwards'));`);
    this.addSql(
      `create or replace function "tenders_inbox_notify_fn"() returns trigger as \$\$ begin perform pg_notify('staff_inbox', json_build_object('type', 'quote-request', 'id', NEW.quote_request_id)::text); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(`create trigger "inbox_notify" AFTER INSERT on "tenders" for each ROW execute function "tenders_inbox_notify_fn"();`);
    this.addSql(
      `alter table "carrier_awards" add constraint "carrier_awards_quote_request_id_foreign" foreign key ("quote_request_id") references "quote_requests" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "carrier_awards" add constraint "carrier_awards_carrier_id_foreign" foreign key ("carrier_id") references "carriers" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "carrier_awards" add constraint "carrier_awards_tender_id_foreign" foreign key ("tender_id") references "tenders" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "carrier_awards" add constraint "carrier_awards_awarded_by_id_foreign" foreign key ("awarded_by_id") references "staff_users" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "carrier_awards" add constraint "carrier_awards_price_check" check ("price" >= 0);`);
    this.addSql(
      `create or replace function "carrier_awards_inbox_notify_fn"() returns trigger as \$\$ begin perform pg_notify('staff_inbox', json_build_object('type', 'quote-request', 'id', NEW.quote_request_id)::text); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "inbox_notify" AFTER INSERT on "carrier_awards" for each ROW execute function "carrier_awards_inbox_notify_fn"();`,
    );
    this.addSql(
      `alter table "tender_offers" add constraint "tender_offers_tender_id_foreign" foreign key ("tender_id") references "tenders" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tender_offers" add constraint "tender_offers_carrier_id_foreign" foreign key ("carrier_id") references "carriers" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `create or replace function "tender_offers_inbox_notify_fn"() returns trigger as \$\$ begin perform pg_notify('staff_inbox', json_build_object('type', 'quote-request', 'id', (select t.quote_request_id from tenders t where t.id = NEW.tender_id))::text); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(`create trigger "inbox_notify" AFTER UPDATE on "tender_offers" for each ROW
  when (OLD.answered_at is null and NEW.answered_at is not null) execute function "tender_offers_inbox_notify_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "tender_offers" cascade;`);
    this.addSql(`drop table if exists "carrier_awards" cascade;`);
    this.addSql(`drop table if exists "tenders" cascade;`);
    this.addSql(`drop table if exists "carrier_documents" cascade;`);
    this.addSql(`drop table if exists "carrier_people" cascade;`);
    this.addSql(`drop table if exists "carriers" cascade;`);
    this.addSql(`drop function if exists "tenders_inbox_notify_fn"();`);
    this.addSql(`drop function if exists "tender_offers_inbox_notify_fn"();`);
    this.addSql(`drop function if exists "carrier_awards_inbox_notify_fn"();`);
    this.addSql(`alter table "transport_moves" drop constraint "transport_moves_author_check";`);
    this.addSql(
      `alter table "transport_moves" add constraint "transport_moves_author_check" check (("recorded_by_id" is null) = ("move" ? 'driver'));`,
    );
    this.addSql(`alter table "outbox" drop constraint "outbox_audience_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_audience_check" check ("audience" in ('agent', 'visitor', 'system', 'driver'));`,
    );
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'account-invitation', 'webhook', 'driver-link', 'invoice'));`,
    );
  }
}
