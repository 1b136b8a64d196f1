import { Migration } from '@mikro-orm/migrations';

/** Where business accounts' events go (issue 28), and webhooks as outbox messages to their systems. */
export class Migration20261124193019_webhooks extends Migration {
  override name = 'Migration20261124193019_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" uuid not null, "created_at" timestamptz not null, "account_id" uuid not null, "url" text not null, "events" jsonb not null, "secret" varchar(64) not null, "removed_at" timestamptz null, primary key ("id"));`,
    );

    this.addSql(`alter table "outbox" drop constraint "outbox_audience_check";`);
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(`alter table "outbox" add constraint "outbox_audience_check" check ("audience" in ('agent', 'visitor', 'system'));`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'webhook'));`,
    );

    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_account_id_foreign" foreign key ("account_id") references "account_requests" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);

    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(`alter table "outbox" drop constraint "outbox_audience_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder'));`,
    );
    this.addSql(`alter table "outbox" add constraint "outbox_audience_check" check ("audience" in ('agent', 'visitor'));`);
  }
}
