import { Migration } from '@mikro-orm/migrations';

export class Migration20261123010000_quote_reference extends Migration {
  override name = 'Migration20261123010000_quote_reference';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quotes" add "reference" varchar(12) null;`);
    // Quotes made before references existed get one too: eight hex digits of a random digest
    // are all in the reference alphabet (Crockford's base 32 holds 0-9 and A-F).
    this.addSql(
      `update "quotes" set "reference" = 'FL-' || substr(h, 1, 4) || '-' || substr(h, 5, 4)
         from (select "id" as quote_id, upper(md5(random()::text || "id"::text)) as h from "quotes") as drawn
        where "id" = drawn.quote_id;`,
    );
    this.addSql(`alter table "quotes" alter column "reference" set not null;`);
    this.addSql(`alter table "quotes" add constraint "quotes_reference_unique" unique ("reference");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quotes" drop constraint "quotes_reference_unique";`);
    this.addSql(`alter table "quotes" drop column "reference";`);
  }
}
