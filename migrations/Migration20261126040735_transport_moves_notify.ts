import { Migration } from '@mikro-orm/migrations';

export class Migration20261126040735_transport_moves_notify extends Migration {
  override name = 'Migration20261126040735_transport_moves_notify';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "transport_moves_inbox_notify_fn"() returns trigger as \$\$ begin perform pg_notify('staff_inbox', json_build_object('type', 'quote-request', 'id', NEW.quote_request_id)::text); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "inbox_notify" AFTER INSERT on "transport_moves" for each ROW execute function "transport_moves_inbox_notify_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "inbox_notify" on "transport_moves";`);
    this.addSql(`drop function if exists "transport_moves_inbox_notify_fn"();`);
  }
}
