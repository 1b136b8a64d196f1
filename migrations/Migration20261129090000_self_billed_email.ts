import { Migration } from '@mikro-orm/migrations';

const BEFORE = `'quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'account-invitation', 'webhook', 'driver-link', 'invoice', 'carrier-offer', 'carrier-offer-text', 'carrier-award', 'carrier-job-taken', 'carrier-sign-in'`;

/** A self-billed invoice or credit note goes to its carrier's people by email, its Factur-X attached. */
export class Migration20261129090000_self_billed_email extends Migration {
  override name = 'Migration20261129090000_self_billed_email';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(`alter table "outbox" add constraint "outbox_kind_check" check ("kind" in (${BEFORE}, 'carrier-self-billed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "outbox" where "kind" = 'carrier-self-billed';`);
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(`alter table "outbox" add constraint "outbox_kind_check" check ("kind" in (${BEFORE}));`);
  }
}
