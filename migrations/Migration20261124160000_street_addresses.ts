import { Migration } from '@mikro-orm/migrations';

/** Street and number kept as typed at each end of a quote and of its confirmed request (issue 25). */
export class Migration20261124160000_street_addresses extends Migration {
  override name = 'Migration20261124160000_street_addresses';

  override up(): void | Promise<void> {
    for (const table of ['quotes', 'quote_requests']) {
      this.addSql(`alter table "${table}" add "departure_street" text null, add "arrival_street" text null;`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['quotes', 'quote_requests']) {
      this.addSql(`alter table "${table}" drop column "departure_street", drop column "arrival_street";`);
    }
  }
}
