import { Migration } from '@mikro-orm/migrations';

export class Migration20261127181414_incident_photos extends Migration {
  override name = 'Migration20261127181414_incident_photos';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "incident_photos" ("id" uuid not null, "created_at" timestamptz not null, "quote_request_id" uuid not null, "tap" uuid not null, "photo" bytea not null, "photo_sha256" varchar(64) not null, "photo_type" varchar(20) not null, primary key ("id"));`,
    );
    this.addSql(`alter table "incident_photos" add constraint "incident_photos_tap_unique" unique ("tap");`);
    this.addSql(
      `create index "incident_photos_quote_request_id_created_at_index" on "incident_photos" ("quote_request_id", "created_at");`,
    );

    this.addSql(
      `alter table "incident_photos" add constraint "incident_photos_quote_request_id_foreign" foreign key ("quote_request_id") references "quote_requests" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "incident_photos" cascade;`);
  }
}
