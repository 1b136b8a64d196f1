import { Migration } from '@mikro-orm/migrations';

/**
 * The agents' inbox (issue 27): when a callback was asked for, reminders sent once per lead, the
 * 'taken' and 'done' statuses, and the database telling every app instance of each new lead and
 * status change (NOTIFY staff_inbox).
 */
export class Migration20261124183537_staff_inbox extends Migration {
  override name = 'Migration20261124183537_staff_inbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lead_reminders" ("lead_type" text not null, "lead_id" uuid not null, "created_at" timestamptz not null, primary key ("lead_type", "lead_id"));`,
    );

    this.addSql(
      `create or replace function "account_requests_inbox_notify_fn"() returns trigger as \$\$ begin perform pg_notify('staff_inbox', json_build_object('type', 'account', 'id', NEW.id)::text); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "inbox_notify" AFTER INSERT on "account_requests" for each ROW execute function "account_requests_inbox_notify_fn"();`,
    );

    this.addSql(
      `create or replace function "contact_automobile_inbox_notify_fn"() returns trigger as \$\$ begin perform pg_notify('staff_inbox', json_build_object('type', 'contact', 'id', NEW.id)::text); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "inbox_notify" AFTER INSERT on "contact_automobile" for each ROW execute function "contact_automobile_inbox_notify_fn"();`,
    );

    this.addSql(
      `create or replace function "demande_demo_inbox_notify_fn"() returns trigger as \$\$ begin perform pg_notify('staff_inbox', json_build_object('type', 'demo', 'id', NEW.id)::text); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "inbox_notify" AFTER INSERT on "demande_demo" for each ROW execute function "demande_demo_inbox_notify_fn"();`,
    );

    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder'));`,
    );

    this.addSql(`alter table "quotes" add "callback_requested_at" timestamptz null;`);
    // Callbacks asked for before this column: the quote's creation is the closest time known.
    this.addSql(`update "quotes" set "callback_requested_at" = "created_at" where "status" = 'callback_requested';`);
    this.addSql(
      `create or replace function "quotes_inbox_notify_fn"() returns trigger as \$\$ begin perform pg_notify('staff_inbox', json_build_object('type', 'callback', 'id', NEW.id)::text); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(`create trigger "inbox_notify" AFTER UPDATE on "quotes" for each ROW
  when (OLD.callback_requested_at is null and NEW.callback_requested_at is not null) execute function "quotes_inbox_notify_fn"();`);

    this.addSql(
      `create or replace function "quote_requests_inbox_notify_fn"() returns trigger as \$\$ begin perform pg_notify('staff_inbox', json_build_object('type', 'quote-request', 'id', NEW.id)::text); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "inbox_notify" AFTER INSERT on "quote_requests" for each ROW execute function "quote_requests_inbox_notify_fn"();`,
    );

    this.addSql(`alter table "lead_status_changes" drop constraint "lead_status_changes_status_check";`);
    this.addSql(
      `alter table "lead_status_changes" add constraint "lead_status_changes_status_check" check ("status" in ('new', 'taken', 'contacted', 'done', 'won', 'lost'));`,
    );
    this.addSql(
      `create or replace function "lead_status_changes_inbox_notify_fn"() returns trigger as \$\$ begin perform pg_notify('staff_inbox', json_build_object('type', NEW.lead_type, 'id', NEW.lead_id)::text); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "inbox_notify" AFTER INSERT on "lead_status_changes" for each ROW execute function "lead_status_changes_inbox_notify_fn"();`,
    );

    this.addSql(
      `alter table "lead_reminders" add constraint "lead_reminders_lead_type_check" check ("lead_type" in ('quote-request', 'callback', 'account', 'demo', 'contact'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lead_reminders" cascade;`);

    this.addSql(`drop trigger if exists "inbox_notify" on "account_requests";`);
    this.addSql(`drop function if exists "account_requests_inbox_notify_fn"();`);

    this.addSql(`drop trigger if exists "inbox_notify" on "contact_automobile";`);
    this.addSql(`drop function if exists "contact_automobile_inbox_notify_fn"();`);

    this.addSql(`drop trigger if exists "inbox_notify" on "demande_demo";`);
    this.addSql(`drop function if exists "demande_demo_inbox_notify_fn"();`);

    this.addSql(`alter table "lead_status_changes" drop constraint "lead_status_changes_status_check";`);
    this.addSql(`drop trigger if exists "inbox_notify" on "lead_status_changes";`);
    this.addSql(`drop function if exists "lead_status_changes_inbox_notify_fn"();`);
    this.addSql(
      `alter table "lead_status_changes" add constraint "lead_status_changes_status_check" check ("status" in ('new', 'contacted', 'won', 'lost'));`,
    );

    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation'));`,
    );

    this.addSql(`drop trigger if exists "inbox_notify" on "quote_requests";`);
    this.addSql(`drop function if exists "quote_requests_inbox_notify_fn"();`);

    this.addSql(`drop trigger if exists "inbox_notify" on "quotes";`);
    this.addSql(`drop function if exists "quotes_inbox_notify_fn"();`);
    this.addSql(`alter table "quotes" drop column "callback_requested_at";`);
  }
}
