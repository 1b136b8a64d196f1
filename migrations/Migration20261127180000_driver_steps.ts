import { Migration } from '@mikro-orm/migrations';

/** Issue 52: the driver's own steps (arrived, loaded), recorded by no agent and stamped with the tap; the driver's link in the outbox. */
export class Migration20261127180000_driver_steps extends Migration {
  override name = 'Migration20261127180000_driver_steps';

  override up(): void | Promise<void> {
    this.addSql(`alter table "transport_moves" drop constraint "transport_moves_kind_check";`);
    this.addSql(
      `alter table "transport_moves" add constraint "transport_moves_kind_check" check ("kind" in ('book', 'eta', 'incident', 'arrive', 'load', 'pickUp', 'deliver', 'cancel', 'correct'));`,
    );
    this.addSql(`alter table "transport_moves" alter column "recorded_by_id" drop not null;`);
    this.addSql(
      `alter table "transport_moves" add constraint "transport_moves_author_check" check (("recorded_by_id" is null) = ("move" ? 'driver'));`,
    );
    // The driver's link goes by text message through the outbox, queued with the booking.
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'account-invitation', 'webhook', 'driver-link'));`,
    );
    this.addSql(`alter table "outbox" drop constraint "outbox_audience_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_audience_check" check ("audience" in ('agent', 'visitor', 'system', 'driver'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox" drop constraint "outbox_audience_check";`);
    this.addSql(`alter table "outbox" add constraint "outbox_audience_check" check ("audience" in ('agent', 'visitor', 'system'));`);
    this.addSql(`alter table "outbox" drop constraint "outbox_kind_check";`);
    this.addSql(
      `alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('quote-summary', 'quote-confirmation', 'callback-request', 'account-request', 'demo-request', 'expert-contact', 'lead-confirmation', 'lead-reminder', 'transport-news', 'account-sign-in', 'account-accepted', 'account-invitation', 'webhook'));`,
    );
    this.addSql(`alter table "transport_moves" drop constraint "transport_moves_author_check";`);
    this.addSql(`alter table "transport_moves" alter column "recorded_by_id" set not null;`);
    this.addSql(`alter table "transport_moves" drop constraint "transport_moves_kind_check";`);
    this.addSql(
      `alter table "transport_moves" add constraint "transport_moves_kind_check" check ("kind" in ('book', 'eta', 'incident', 'pickUp', 'deliver', 'cancel', 'correct'));`,
    );
  }
}
