import { Migration } from '@mikro-orm/migrations';

export class Migration20261125171718_fenced_outbox_claims extends Migration {
  override name = 'Migration20261125171718_fenced_outbox_claims';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox" add "claims" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox" drop column "claims";`);
  }
}
