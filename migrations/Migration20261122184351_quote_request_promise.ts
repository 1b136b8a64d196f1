import { Migration } from '@mikro-orm/migrations';

export class Migration20261122184351_quote_request_promise extends Migration {
  override name = 'Migration20261122184351_quote_request_promise';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "quote_requests" add "pickup_window_from" timestamptz null, add "pickup_window_to" timestamptz null, add "estimated_delivery" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "quote_requests" drop column "pickup_window_from", drop column "pickup_window_to", drop column "estimated_delivery";`,
    );
  }
}
