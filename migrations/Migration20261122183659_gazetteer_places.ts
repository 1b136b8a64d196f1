import { Migration } from '@mikro-orm/migrations';

export class Migration20261122183659_gazetteer_places extends Migration {
  override name = 'Migration20261122183659_gazetteer_places';

  override up(): void | Promise<void> {
    // Reference data, rebuilt from its sources by the seed that follows every migration
    // (make run, make seed): emptied so that it comes back with places, populations and names.
    this.addSql(`truncate table "zip_code";`);
    this.addSql(
      `alter table "zip_code" add "place_key" text not null, add "population" int not null default 0, add "is_alias" boolean not null default false;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`truncate table "zip_code";`);
    this.addSql(`alter table "zip_code" drop column "place_key", drop column "population", drop column "is_alias";`);
  }
}
