import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030905_lead_page_language extends Migration {
  override name = 'Migration20261122030905_lead_page_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "account_requests" add "page_language" varchar(2) null;`);

    this.addSql(`alter table "contact_automobile" add "page_language" varchar(2) null;`);

    this.addSql(`alter table "demande_demo" add "page_language" varchar(2) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "account_requests" drop column "page_language";`);

    this.addSql(`alter table "contact_automobile" drop column "page_language";`);

    this.addSql(`alter table "demande_demo" drop column "page_language";`);
  }
}
