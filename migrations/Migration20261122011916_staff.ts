import { Migration } from '@mikro-orm/migrations';

export class Migration20261122011916_staff extends Migration {
  override name = 'Migration20261122011916_staff';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "login_failures" ("id" bigserial primary key, "subject" varchar(100) not null, "failed_at" timestamptz not null);`,
    );
    this.addSql(`create index "login_failures_subject_failed_at_index" on "login_failures" ("subject", "failed_at");`);

    this.addSql(
      `create table "staff_users" ("id" uuid not null, "created_at" timestamptz not null, "username" varchar(100) not null, "password_hash" text not null, "password_changed_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "staff_users" add constraint "staff_users_username_unique" unique ("username");`);

    this.addSql(
      `create table "staff_sessions" ("token_hash" varchar(64) not null, "user_id" uuid not null, "csrf_token" varchar(64) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "staff_sessions_last_seen_at_index" on "staff_sessions" ("last_seen_at");`);

    this.addSql(
      `create table "lead_status_changes" ("id" uuid not null, "created_at" timestamptz not null, "lead_type" text not null, "lead_id" uuid not null, "status" text not null, "note" text null, "changed_by_id" uuid not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lead_status_changes_lead_type_lead_id_created_at_index" on "lead_status_changes" ("lead_type", "lead_id", "created_at");`,
    );

    this.addSql(
      `alter table "staff_sessions" add constraint "staff_sessions_user_id_foreign" foreign key ("user_id") references "staff_users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "lead_status_changes" add constraint "lead_status_changes_changed_by_id_foreign" foreign key ("changed_by_id") references "staff_users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "lead_status_changes" add constraint "lead_status_changes_lead_type_check" check ("lead_type" in ('quote-request', 'callback', 'account', 'demo', 'contact'));`,
    );
    this.addSql(
      `alter table "lead_status_changes" add constraint "lead_status_changes_status_check" check ("status" in ('new', 'contacted', 'won', 'lost'));`,
    );

    // The audit trail is never edited: the database itself refuses.
    this.addSql(`create function lead_status_changes_append_only() returns trigger language plpgsql as $$
      begin raise exception 'lead_status_changes is append-only'; end $$;`);
    this.addSql(`create trigger lead_status_changes_append_only before update or delete on "lead_status_changes"
      for each row execute function lead_status_changes_append_only();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists lead_status_changes_append_only on "lead_status_changes";`);
    this.addSql(`drop function if exists lead_status_changes_append_only();`);
    this.addSql(`alter table "staff_sessions" drop constraint "staff_sessions_user_id_foreign";`);
    this.addSql(`alter table "lead_status_changes" drop constraint "lead_status_changes_changed_by_id_foreign";`);

    this.addSql(`drop table if exists "login_failures" cascade;`);
    this.addSql(`drop table if exists "staff_users" cascade;`);
    this.addSql(`drop table if exists "staff_sessions" cascade;`);
    this.addSql(`drop table if exists "lead_status_changes" cascade;`);
  }
}
