import { Migration } from '@mikro-orm/migrations';

export class Migration20261122163419_login_and_rate_limits extends Migration {
  override name = 'Migration20261122163419_login_and_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limit_buckets" ("bucket" varchar(120) not null, "hits" timestamptz[] not null, "allowed" boolean not null, primary key ("bucket"));`,
    );

    this.addSql(
      `create table "staff_known_addresses" ("user_id" uuid not null, "address_key" varchar(64) not null, "last_login_at" timestamptz not null, primary key ("user_id", "address_key"));`,
    );

    this.addSql(`drop table if exists "login_failures" cascade;`);
    this.addSql(`drop table if exists "rate_limit_hits" cascade;`);

    this.addSql(
      `alter table "staff_known_addresses" add constraint "staff_known_addresses_user_id_foreign" foreign key ("user_id") references "staff_users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "login_failures" ("id" bigserial primary key, "subject" varchar(100) not null, "failed_at" timestamptz(6) not null);`,
    );
    this.addSql(`create index "login_failures_subject_failed_at_index" on "login_failures" ("subject", "failed_at");`);

    this.addSql(
      `create table "rate_limit_hits" ("id" bigserial primary key, "bucket" varchar(120) not null, "hit_at" timestamptz(6) not null);`,
    );
    this.addSql(`create index "rate_limit_hits_bucket_hit_at_index" on "rate_limit_hits" ("bucket", "hit_at");`);

    this.addSql(`drop table if exists "rate_limit_buckets" cascade;`);
    this.addSql(`drop table if exists "staff_known_addresses" cascade;`);
  }
}
