import { Migration } from '@mikro-orm/migrations';

export class Migration20261125213437_buyer_vat extends Migration {
  override name = 'Migration20261125213437_buyer_vat';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quotes" add "buyer_country" varchar(2) null, add "vat_number" varchar(20) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quotes" drop column "buyer_country", drop column "vat_number";`);
  }
}
