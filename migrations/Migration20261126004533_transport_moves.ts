import { Migration } from '@mikro-orm/migrations';

export class Migration20261126004533_transport_moves extends Migration {
  override name = 'Migration20261126004533_transport_moves';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "transport_moves" ("id" uuid not null, "created_at" timestamptz not null, "quote_request_id" uuid not null, "kind" text not null, "move" jsonb not null, "recorded_by_id" uuid not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "transport_moves_quote_request_id_created_at_index" on "transport_moves" ("quote_request_id", "created_at");`,
    );

    this.addSql(
      `alter table "transport_moves" add constraint "transport_moves_quote_request_id_foreign" foreign key ("quote_request_id") references "quote_requests" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "transport_moves" add constraint "transport_moves_recorded_by_id_foreign" foreign key ("recorded_by_id") references "staff_users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "transport_moves" add constraint "transport_moves_kind_check" check ("kind" in ('book', 'eta', 'incident', 'pickUp', 'deliver', 'cancel'));`,
    );
    this.addSql(
      `create or replace function "transport_moves_append_only_fn"() returns trigger as \$\$ begin raise exception 'transport_moves is append-only'; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "append_only" BEFORE UPDATE OR DELETE on "transport_moves" for each ROW execute function "transport_moves_append_only_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "append_only" on "transport_moves";`);
    this.addSql(`drop function if exists "transport_moves_append_only_fn"();`);
    this.addSql(`drop table if exists "transport_moves" cascade;`);
  }
}
