import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000758_initial extends Migration {
  override name = 'Migration20261122000758_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "account_requests" ("id" uuid not null, "created_at" timestamptz not null, "prenom" text not null, "nom" text not null, "email" varchar(254) not null, "societe" text not null, "telephone" varchar(40) not null, "pays" text not null, "langue" text not null default 'Français', "has_vat" boolean not null default false, "accepts_marketing" boolean not null default false, primary key ("id"));`,
    );
    this.addSql(`create index "account_requests_created_at_index" on "account_requests" ("created_at");`);

    this.addSql(
      `create table "contact_automobile" ("id" uuid not null, "created_at" timestamptz not null, "first_name" text not null, "last_name" text not null, "company" text not null, "email" varchar(254) not null, "phone" varchar(40) not null, "country" text not null default 'France', "sector" text not null, "job_title" text null, "message" text not null, primary key ("id"));`,
    );
    this.addSql(`create index "contact_automobile_created_at_index" on "contact_automobile" ("created_at");`);

    this.addSql(
      `create table "demande_demo" ("id" uuid not null, "created_at" timestamptz not null, "prenom" text not null, "nom" text not null, "societe" text not null, "email" varchar(254) not null, "telephone" varchar(40) not null, "langue" text not null, primary key ("id"));`,
    );
    this.addSql(`create index "demande_demo_created_at_index" on "demande_demo" ("created_at");`);

    this.addSql(
      `create table "ugo_spotnl" ("id" serial primary key, "country_from" varchar(2) not null, "country_to" varchar(2) not null, "km_min" int not null, "km_max" int not null, "price_per_km" numeric(10,4) not null);`,
    );
    this.addSql(
      `create index "ugo_spotnl_country_from_country_to_km_min_km_max_index" on "ugo_spotnl" ("country_from", "country_to", "km_min", "km_max");`,
    );

    this.addSql(
      `create table "pricing" ("id" serial primary key, "period" varchar(20) not null, "vehicle_type" varchar(20) not null, "distance_range_main" varchar(10) not null, "managed_by_line_haul" varchar(10) null, "gross_revkm" numeric(10,4) not null);`,
    );
    this.addSql(
      `create index "pricing_period_vehicle_type_distance_range_main_index" on "pricing" ("period", "vehicle_type", "distance_range_main");`,
    );

    this.addSql(
      `create table "quotes" ("id" uuid not null, "created_at" timestamptz not null, "status" text not null default 'created', "departure_location" text not null, "arrival_location" text not null, "departure_country" varchar(2) not null, "arrival_country" varchar(2) not null, "departure_zip_code" varchar(20) null, "arrival_zip_code" varchar(20) null, "departure_city" text null, "arrival_city" text null, "pickup_date" date not null, "pickup_time" time(0) null, "delivery_date" date null, "delivery_time" time(0) null, "departure_coordinates" jsonb null, "arrival_coordinates" jsonb null, "parcels" jsonb not null, "vehicle_type" varchar(20) not null, "shipping_type" text not null default 'parcel', "is_stackable" boolean not null default true, "is_dangerous" boolean not null default false, "is_professional" boolean not null default true, "comments" varchar(500) null, "language" varchar(2) not null, "distance" int null, "transit_time" int null, "price" numeric(12,2) null, "selected_offer" varchar(30) null, "nom" text null, "prenom" text null, "entreprise" text null, "telephone_urgence" varchar(40) null, "email" varchar(254) null, primary key ("id"));`,
    );
    this.addSql(`create index "quotes_created_at_index" on "quotes" ("created_at");`);

    this.addSql(
      `create table "quote_requests" ("id" uuid not null, "created_at" timestamptz not null, "quote_id" uuid not null, "departure_country" varchar(2) not null, "arrival_country" varchar(2) not null, "departure_location" text not null, "arrival_location" text not null, "pickup_date" date not null, "delivery_date" date null, "pickup_time" time(0) null, "delivery_time" time(0) null, "vehicle_type" varchar(20) not null, "shipping_type" text not null, "is_professional" boolean not null, "is_stackable" boolean not null, "is_dangerous" boolean not null, "comments" varchar(500) null, "parcels" jsonb not null, "selected_offer" varchar(30) not null, "user_email" varchar(254) not null, "user_phone" varchar(40) null, "user_name" text not null, "user_entreprise" text null, "language" varchar(2) not null, "price" numeric(12,2) null, "distance" int null, "transit_time" int null, primary key ("id"));`,
    );
    this.addSql(`alter table "quote_requests" add constraint "quote_requests_quote_id_unique" unique ("quote_id");`);
    this.addSql(`create index "quote_requests_created_at_index" on "quote_requests" ("created_at");`);

    this.addSql(
      `create table "zip_code" ("id" serial primary key, "postal_code" varchar(20) not null, "place_name" text not null, "place_name_search" text not null, "country_code" varchar(2) not null, "latitude" double precision not null, "longitude" double precision not null);`,
    );
    this.addSql(`create index zip_code_postal_code_prefix_idx on zip_code (country_code, postal_code text_pattern_ops);`);
    this.addSql(`create index zip_code_place_name_prefix_idx on zip_code (country_code, place_name_search text_pattern_ops);`);

    this.addSql(
      `alter table "quotes" add constraint "quotes_status_check" check ("status" in ('created', 'priced', 'contact_given', 'offer_confirmed', 'callback_requested'));`,
    );
    this.addSql(`alter table "quotes" add constraint "quotes_shipping_type_check" check ("shipping_type" in ('parcel', 'pallet'));`);

    this.addSql(
      `alter table "quote_requests" add constraint "quote_requests_quote_id_foreign" foreign key ("quote_id") references "quotes" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "quote_requests" add constraint "quote_requests_shipping_type_check" check ("shipping_type" in ('parcel', 'pallet'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote_requests" drop constraint "quote_requests_quote_id_foreign";`);

    this.addSql(`drop table if exists "account_requests" cascade;`);
    this.addSql(`drop table if exists "contact_automobile" cascade;`);
    this.addSql(`drop table if exists "demande_demo" cascade;`);
    this.addSql(`drop table if exists "ugo_spotnl" cascade;`);
    this.addSql(`drop table if exists "pricing" cascade;`);
    this.addSql(`drop table if exists "quotes" cascade;`);
    this.addSql(`drop table if exists "quote_requests" cascade;`);
    this.addSql(`drop table if exists "zip_code" cascade;`);
  }
}
