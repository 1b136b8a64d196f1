import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit buckets count their hits per slot of the window instead of keeping each hit (ADR
 * 0024). The buckets' recent hits are not carried over: every bucket starts empty once.
 */
export class Migration20261125120000_rate_limit_slots extends Migration {
  override name = 'Migration20261125120000_rate_limit_slots';

  override up(): void | Promise<void> {
    this.addSql(`delete from "rate_limit_buckets";`);
    this.addSql(
      `alter table "rate_limit_buckets" drop column "hits", add "slot_starts" timestamptz[] not null, add "slot_hits" integer[] not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "rate_limit_buckets";`);
    this.addSql(`alter table "rate_limit_buckets" drop column "slot_starts", drop column "slot_hits", add "hits" timestamptz[] not null;`);
  }
}
