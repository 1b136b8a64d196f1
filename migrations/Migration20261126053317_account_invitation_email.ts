import { Migration } from '@mikro-orm/migrations';

export class Migration20261126053317_account_invitation_email extends Migration {
  override name = 'Migration20261126053317_account_invitation_email';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'account-invitation', 'webhook'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'webhook'));`,
    );
  }
}
