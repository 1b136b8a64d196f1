import { Migration } from '@mikro-orm/migrations';

export class Migration20261127205320_invoice_email extends Migration {
  override name = 'Migration20261127205320_invoice_email';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'account-invitation', 'webhook', 'driver-link', 'invoice'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'account-invitation', 'webhook', 'driver-link'));`,
    );
  }
}
