import { Migration } from '@mikro-orm/migrations';

export class Migration20261126073432_account_address_book extends Migration {
  override name = 'Migration20261126073432_account_address_book';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "account_addresses" ("id" uuid not null, "account_id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(100) not null, "street" varchar(200) not null, "postal_code" varchar(20) not null, "city" varchar(100) not null, "country" varchar(2) not null, "contact_name" varchar(100) not null, "contact_phone" varchar(40) not null, "opening_hours" varchar(200) not null, "driver_note" varchar(500) not null, "coordinates" jsonb null, primary key ("id"));`,
    );
    this.addSql(`create index "account_addresses_account_id_name_index" on "account_addresses" ("account_id", "name");`);

    this.addSql(`alter table "quotes" add "departure_note" varchar(500) null, add "arrival_note" varchar(500) null;`);

    this.addSql(`alter table "quote_requests" add "departure_note" varchar(500) null, add "arrival_note" varchar(500) null;`);

    this.addSql(
      `alter table "account_addresses" add constraint "account_addresses_account_id_foreign" foreign key ("account_id") references "account_requests" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_addresses" cascade;`);

    this.addSql(`alter table "quote_requests" drop column "departure_note", drop column "arrival_note";`);

    this.addSql(`alter table "quotes" drop column "departure_note", drop column "arrival_note";`);
  }
}
