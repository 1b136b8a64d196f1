import { Migration } from '@mikro-orm/migrations';

/** A request with an Idempotency-Key claims its row before it is worked on (issue 28). */
export class Migration20261125110000_idempotency_claims extends Migration {
  override name = 'Migration20261125110000_idempotency_claims';

  override up(): void | Promise<void> {
    this.addSql(`alter table "api_idempotency" alter column "status" drop not null, alter column "body" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "api_idempotency" where "status" is null;`);
    this.addSql(`alter table "api_idempotency" alter column "status" set not null, alter column "body" set not null;`);
  }
}
