import { Migration } from '@mikro-orm/migrations';

/** Keys for business accounts' systems on /api/v1, and the answers kept for idempotent retries (issue 28). */
export class Migration20261124192148_api_keys extends Migration {
  override name = 'Migration20261124192148_api_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_keys" ("id" uuid not null, "created_at" timestamptz not null, "account_id" uuid not null, "name" text not null, "prefix" varchar(16) not null, "key_hash" varchar(64) not null, "owner_key" varchar(64) not null, "limit_per_minute" int not null default 120, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "api_keys" add constraint "api_keys_key_hash_unique" unique ("key_hash");`);

    this.addSql(
      `create table "api_idempotency" ("api_key_id" uuid not null, "idempotency_key" varchar(255) not null, "request_hash" varchar(64) not null, "status" int not null, "body" jsonb not null, "created_at" timestamptz not null, primary key ("api_key_id", "idempotency_key"));`,
    );

    this.addSql(
      `alter table "api_keys" add constraint "api_keys_account_id_foreign" foreign key ("account_id") references "account_requests" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "api_idempotency" add constraint "api_idempotency_api_key_id_foreign" foreign key ("api_key_id") references "api_keys" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "api_idempotency" drop constraint "api_idempotency_api_key_id_foreign";`);

    this.addSql(`drop table if exists "api_keys" cascade;`);
    this.addSql(`drop table if exists "api_idempotency" cascade;`);
  }
}
