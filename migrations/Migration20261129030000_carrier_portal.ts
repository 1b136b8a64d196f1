import { Migration } from '@mikro-orm/migrations';

/**
 * The carriers' own pages: links emailed to a carrier's people and the sessions they open; a
 * document uploaded by a carrier, which counts once a staff member has checked it (what staff
 * recorded before was checked when they recorded it).
 */
export class Migration20261129030000_carrier_portal extends Migration {
  override name = 'Migration20261129030000_carrier_portal';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "carrier_sign_in_links" ("token_hash" varchar(64) not null, "email" varchar(254) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "carrier_sign_in_links_expires_at_index" on "carrier_sign_in_links" ("expires_at");`);
    this.addSql(
      `create table "carrier_sessions" ("token_hash" varchar(64) not null, "person_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "carrier_sessions_person_id_index" on "carrier_sessions" ("person_id");`);
    this.addSql(`create index "carrier_sessions_last_seen_at_index" on "carrier_sessions" ("last_seen_at");`);
    this.addSql(
      `alter table "carrier_sessions" add constraint "carrier_sessions_person_id_foreign" foreign key ("person_id") references "carrier_people" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "carrier_documents" add "uploaded_by_id" uuid null, add "checked_at" timestamptz null, add "checked_by_id" uuid null;`,
    );
    this.addSql(`update "carrier_documents" set "checked_at" = "created_at";`);
    this.addSql(
      `alter table "carrier_documents" add constraint "carrier_documents_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "carrier_people" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "carrier_documents" add constraint "carrier_documents_checked_by_id_foreign" foreign key ("checked_by_id") references "staff_users" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'account-invitation', 'webhook', 'driver-link', 'invoice', 'carrier-offer', 'carrier-offer-text', 'carrier-award', 'carrier-job-taken', 'carrier-sign-in'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "outbox" where "kind" = 'carrier-sign-in';`);
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'account-invitation', 'webhook', 'driver-link', 'invoice', 'carrier-offer', 'carrier-offer-text', 'carrier-award', 'carrier-job-taken'));`,
    );
    this.addSql(`delete from "carrier_documents" where "checked_at" is null;`);
    this.addSql(`alter table "carrier_documents" drop column "uploaded_by_id", drop column "checked_at", drop column "checked_by_id";`);
    this.addSql(`drop table if exists "carrier_sessions" cascade;`);
    this.addSql(`drop table if exists "carrier_sign_in_links" cascade;`);
  }
}
