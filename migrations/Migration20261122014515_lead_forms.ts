import { Migration } from '@mikro-orm/migrations';

export class Migration20261122014515_lead_forms extends Migration {
  override name = 'Migration20261122014515_lead_forms';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limit_hits" ("id" bigserial primary key, "bucket" varchar(120) not null, "hit_at" timestamptz not null);`,
    );
    this.addSql(`create index "rate_limit_hits_bucket_hit_at_index" on "rate_limit_hits" ("bucket", "hit_at");`);

    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation'));`,
    );

    this.addSql(`drop trigger if exists "lead_status_changes_append_only" on "lead_status_changes";`);
    this.addSql(`drop function if exists "lead_status_changes_append_only"();`);
    this.addSql(
      `create or replace function "lead_status_changes_append_only_fn"() returns trigger as \$\$ begin raise exception 'lead_status_changes is append-only'; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "append_only" BEFORE UPDATE OR DELETE on "lead_status_changes" for each ROW execute function "lead_status_changes_append_only_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_hits" cascade;`);

    this.addSql(`drop trigger if exists "append_only" on "lead_status_changes";`);
    this.addSql(`drop function if exists "lead_status_changes_append_only_fn"();`);
    this.addSql(
      `create or replace function "lead_status_changes_lead_status_changes_append_only_fn"() returns trigger as \$\$ begin ; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "lead_status_changes_append_only" BEFORE DELETE OR UPDATE on "lead_status_changes" for each ROW execute function "lead_status_changes_lead_status_changes_append_only_fn"();`,
    );

    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request'));`,
    );
  }
}
