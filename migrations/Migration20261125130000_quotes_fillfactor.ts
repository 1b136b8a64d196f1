import { Migration } from '@mikro-orm/migrations';

/**
 * Quotes are updated after they are stored (priced, contact given, confirmed): room left on each
 * page lets those updates stay on the page without touching the indexes (HOT updates).
 */
export class Migration20261125130000_quotes_fillfactor extends Migration {
  override name = 'Migration20261125130000_quotes_fillfactor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quotes" set (fillfactor = 70);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quotes" reset (fillfactor);`);
  }
}
