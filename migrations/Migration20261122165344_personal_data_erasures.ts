import { Migration } from '@mikro-orm/migrations';

export class Migration20261122165344_personal_data_erasures extends Migration {
  override name = 'Migration20261122165344_personal_data_erasures';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "personal_data_erasures" ("id" uuid not null, "erased_at" timestamptz not null, "erased_by_id" uuid null, "records" int not null, primary key ("id"));`,
    );

    this.addSql(
      `alter table "personal_data_erasures" add constraint "personal_data_erasures_erased_by_id_foreign" foreign key ("erased_by_id") references "staff_users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "personal_data_erasures" cascade;`);
  }
}
