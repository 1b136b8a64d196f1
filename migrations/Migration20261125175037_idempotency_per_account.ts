import { Migration } from '@mikro-orm/migrations';

/**
 * An Idempotency-Key is the account's, whichever of its API keys sends it (issue 35): the rows
 * kept so far move to their key's account; where two keys of one account used the same
 * Idempotency-Key, the first answer stays.
 */
export class Migration20261125175037_idempotency_per_account extends Migration {
  override name = 'Migration20261125175037_idempotency_per_account';

  override up(): void | Promise<void> {
    this.addSql(`alter table "api_idempotency" drop constraint "api_idempotency_api_key_id_foreign";`);
    this.addSql(`alter table "api_idempotency" drop constraint "api_idempotency_pkey";`);
    this.addSql(`alter table "api_idempotency" rename column "api_key_id" to "account_id";`);
    this.addSql(`update "api_idempotency" i set "account_id" = k."account_id" from "api_keys" k where k."id" = i."account_id";`);
    this.addSql(
      `delete from "api_idempotency" later using "api_idempotency" first
        where later."account_id" = first."account_id" and later."idempotency_key" = first."idempotency_key"
          and (later."created_at", later.ctid) > (first."created_at", first.ctid);`,
    );
    this.addSql(
      `alter table "api_idempotency" add constraint "api_idempotency_account_id_foreign" foreign key ("account_id") references "account_requests" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "api_idempotency" add primary key ("account_id", "idempotency_key");`);
  }

  override down(): void | Promise<void> {
    // Which key sent a kept answer is no longer known: the kept answers go (a 24 h cache).
    this.addSql(`delete from "api_idempotency";`);
    this.addSql(`alter table "api_idempotency" drop constraint "api_idempotency_account_id_foreign";`);
    this.addSql(`alter table "api_idempotency" drop constraint "api_idempotency_pkey";`);
    this.addSql(`alter table "api_idempotency" rename column "account_id" to "api_key_id";`);
    this.addSql(
      `alter table "api_idempotency" add constraint "api_idempotency_api_key_id_foreign" foreign key ("api_key_id") references "api_keys" ("id") on update no action on delete cascade;`,
    );
    this.addSql(`alter table "api_idempotency" add primary key ("api_key_id", "idempotency_key");`);
  }
}
