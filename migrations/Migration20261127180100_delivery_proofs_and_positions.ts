import { Migration } from '@mikro-orm/migrations';

export class Migration20261127180100_delivery_proofs_and_positions extends Migration {
  override name = 'Migration20261127180100_delivery_proofs_and_positions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "driver_positions" ("id" uuid not null, "created_at" timestamptz not null, "quote_request_id" uuid not null, "at" timestamptz not null, "latitude" double precision not null, "longitude" double precision not null, "accuracy_m" double precision not null, primary key ("id"));`,
    );
    this.addSql(`create index "driver_positions_quote_request_id_at_index" on "driver_positions" ("quote_request_id", "at");`);

    this.addSql(
      `create table "delivery_proofs" ("id" uuid not null, "created_at" timestamptz not null, "quote_request_id" uuid not null, "tap" uuid not null, "delivered_at" timestamptz not null, "received_by" varchar(200) not null, "in_good_order" boolean not null, "signature" bytea null, "signature_sha256" varchar(64) null, "photo" bytea null, "photo_sha256" varchar(64) null, "photo_type" varchar(20) null, "latitude" double precision null, "longitude" double precision null, "accuracy_m" double precision null, primary key ("id"));`,
    );
    this.addSql(`alter table "delivery_proofs" add constraint "delivery_proofs_tap_unique" unique ("tap");`);
    this.addSql(
      `create index "delivery_proofs_quote_request_id_created_at_index" on "delivery_proofs" ("quote_request_id", "created_at");`,
    );

    this.addSql(
      `alter table "driver_positions" add constraint "driver_positions_quote_request_id_foreign" foreign key ("quote_request_id") references "quote_requests" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "delivery_proofs" add constraint "delivery_proofs_quote_request_id_foreign" foreign key ("quote_request_id") references "quote_requests" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "driver_positions" cascade;`);
    this.addSql(`drop table if exists "delivery_proofs" cascade;`);
  }
}
