import { Migration } from '@mikro-orm/migrations';

const ISSUED_ONCE = (payment: boolean) =>
  `create or replace function "invoices_issued_once_fn"() returns trigger as $$ begin if (NEW.number, NEW.kind, NEW.quote_request_id, NEW.account_id, NEW.refers_to, NEW.document::text, NEW.created_at)
        is distinct from (OLD.number, OLD.kind, OLD.quote_request_id, OLD.account_id, OLD.refers_to, OLD.document::text, OLD.created_at)
        then raise exception 'an invoice is never edited: a credit note corrects it'; end if;${
          payment
            ? `
        if OLD.paid_at is not null and NEW.paid_at is distinct from OLD.paid_at then raise exception 'a payment recorded is kept'; end if;
        if OLD.transmitted_at is not null and NEW.transmitted_at is distinct from OLD.transmitted_at then raise exception 'a transmission recorded is kept'; end if;`
            : ''
        } return NEW; end; $$ language plpgsql;`;

/** A payment or a transmission, once recorded, is never cleared nor moved, whoever writes. */
export class Migration20261128160000_payment_kept extends Migration {
  override name = 'Migration20261128160000_payment_kept';

  override up(): void | Promise<void> {
    this.addSql(ISSUED_ONCE(true));
  }

  override down(): void | Promise<void> {
    this.addSql(ISSUED_ONCE(false));
  }
}
