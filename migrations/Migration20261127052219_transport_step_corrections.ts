import { Migration } from '@mikro-orm/migrations';

export class Migration20261127052219_transport_step_corrections extends Migration {
  override name = 'Migration20261127052219_transport_step_corrections';

  override up(): void | Promise<void> {
    this.addSql(`alter table "transport_moves" drop constraint "transport_moves_kind_check";`);
    this.addSql(
      `alter table "transport_moves" add constraint "transport_moves_kind_check" check ("kind" in ('book', 'eta', 'incident', 'pickUp', 'deliver', 'cancel', 'correct'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "transport_moves" drop constraint "transport_moves_kind_check";`);
    this.addSql(
      `alter table "transport_moves" add constraint "transport_moves_kind_check" check ("kind" in ('book', 'eta', 'incident', 'pickUp', 'deliver', 'cancel'));`,
    );
  }
}
