import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010817_outbox extends Migration {
  override name = 'Migration20261122010817_outbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbox" ("id" uuid not null, "created_at" timestamptz not null, "kind" text not null, "audience" text not null, "email" varchar(254) null, "language" varchar(2) not null, "reference" uuid not null, "summary" jsonb not null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "last_error" text null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "outbox_status_next_attempt_at_index" on "outbox" ("status", "next_attempt_at");`);
    this.addSql(`create index "outbox_reference_index" on "outbox" ("reference");`);

    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request'));`,
    );
    this.addSql(`alter table "outbox" add constraint "outbox_audience_check" check ("audience" in ('agent', 'visitor'));`);
    this.addSql(`alter table "outbox" add constraint "outbox_status_check" check ("status" in ('pending', 'sending', 'sent', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox" cascade;`);
  }
}
