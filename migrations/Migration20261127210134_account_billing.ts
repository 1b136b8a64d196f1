import { Migration } from '@mikro-orm/migrations';

export class Migration20261127210134_account_billing extends Migration {
  override name = 'Migration20261127210134_account_billing';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "account_billing" ("account_id" uuid not null, "email" varchar(254) not null, "street" varchar(200) not null, "postal_code" varchar(16) not null, "city" varchar(100) not null, "country" varchar(2) not null, "siren" varchar(9) null, "updated_at" timestamptz not null, primary key ("account_id"));`,
    );

    this.addSql(
      `alter table "account_billing" add constraint "account_billing_account_id_foreign" foreign key ("account_id") references "account_requests" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_billing" cascade;`);
  }
}
