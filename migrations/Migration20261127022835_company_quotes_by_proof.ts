import { Migration } from '@mikro-orm/migrations';

export class Migration20261127022835_company_quotes_by_proof extends Migration {
  override name = 'Migration20261127022835_company_quotes_by_proof';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "account_invitations" ("id" uuid not null, "account_id" uuid not null, "created_at" timestamptz not null, "email" varchar(254) not null, "role" text not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "withdrawn_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "account_invitations" add constraint "account_invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "account_invitations_account_id_email_index" on "account_invitations" ("account_id", "email");`);

    this.addSql(
      `create table "quote_account_additions" ("id" uuid not null, "quote_id" uuid not null, "account_id" uuid not null, "email" varchar(254) not null, "added_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "quote_account_additions_quote_id_index" on "quote_account_additions" ("quote_id");`);

    // Links live 15 minutes: those under way are dropped with the column that tied them to a person.
    this.addSql(`delete from "account_sign_in_links";`);
    this.addSql(`alter table "account_sign_in_links" drop constraint "account_sign_in_links_person_id_foreign";`);

    this.addSql(`alter table "account_sign_in_links" drop column "person_id";`);
    this.addSql(`alter table "account_sign_in_links" add "email" varchar(254) not null;`);

    this.addSql(`alter table "quotes" add "account_id" uuid null;`);
    this.addSql(`create index "quotes_account_id_created_at_index" on "quotes" ("account_id", "created_at");`);

    this.addSql(
      `alter table "account_invitations" add constraint "account_invitations_account_id_foreign" foreign key ("account_id") references "account_requests" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "account_invitations" add constraint "account_invitations_role_check" check ("role" in ('owner', 'member'));`);

    this.addSql(
      `alter table "quote_account_additions" add constraint "quote_account_additions_account_id_foreign" foreign key ("account_id") references "account_requests" ("id") on delete cascade;`,
    );

    // The quotes of keys are their account's by proof; nothing else is (an email typed proves nothing).
    this.addSql(`update "quotes" q set "account_id" = k."account_id" from "api_keys" k where k."owner_key" = q."owner_key";`);
    // A person belongs to one company: an address in several keeps the one it owns, else its first.
    this.addSql(`with ranked as (
      select id, row_number() over (partition by email order by role = 'owner' desc, created_at, id) as rank
        from "account_people" where "removed_at" is null)
      update "account_people" p set "removed_at" = now() from ranked r where r.id = p.id and r.rank > 1;`);
    this.addSql(`delete from "account_sessions" s using "account_people" p where p.id = s."person_id" and p."removed_at" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_invitations" cascade;`);
    this.addSql(`drop table if exists "quote_account_additions" cascade;`);

    this.addSql(`alter table "account_sign_in_links" drop column "email";`);
    this.addSql(`delete from "account_sign_in_links";`);
    this.addSql(`alter table "account_sign_in_links" add "person_id" uuid not null;`);
    this.addSql(
      `alter table "account_sign_in_links" add constraint "account_sign_in_links_person_id_foreign" foreign key ("person_id") references "account_people" ("id") on update no action on delete cascade;`,
    );

    this.addSql(`drop index "quotes_account_id_created_at_index";`);
    this.addSql(`alter table "quotes" drop column "account_id";`);
  }
}
