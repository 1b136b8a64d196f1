import { Migration } from '@mikro-orm/migrations';

export class Migration20261126045103_account_access extends Migration {
  override name = 'Migration20261126045103_account_access';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "account_people" ("id" uuid not null, "created_at" timestamptz not null, "account_id" uuid not null, "email" varchar(254) not null, "role" text not null, "removed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "account_people_email_index" on "account_people" ("email");`);
    this.addSql(`alter table "account_people" add constraint "account_people_account_id_email_unique" unique ("account_id", "email");`);

    this.addSql(
      `create table "account_sessions" ("token_hash" varchar(64) not null, "person_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "account_sessions_last_seen_at_index" on "account_sessions" ("last_seen_at");`);

    this.addSql(
      `create table "account_sign_in_links" ("token_hash" varchar(64) not null, "person_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "account_sign_in_links_expires_at_index" on "account_sign_in_links" ("expires_at");`);

    this.addSql(
      `alter table "account_people" add constraint "account_people_account_id_foreign" foreign key ("account_id") references "account_requests" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "account_people" add constraint "account_people_role_check" check ("role" in ('owner', 'member'));`);

    this.addSql(
      `alter table "account_sessions" add constraint "account_sessions_person_id_foreign" foreign key ("person_id") references "account_people" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "account_sign_in_links" add constraint "account_sign_in_links_person_id_foreign" foreign key ("person_id") references "account_people" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "account_sessions" drop constraint "account_sessions_person_id_foreign";`);
    this.addSql(`alter table "account_sign_in_links" drop constraint "account_sign_in_links_person_id_foreign";`);

    this.addSql(`drop table if exists "account_people" cascade;`);
    this.addSql(`drop table if exists "account_sessions" cascade;`);
    this.addSql(`drop table if exists "account_sign_in_links" cascade;`);
  }
}
