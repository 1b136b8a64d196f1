import type { EntityManager } from '@mikro-orm/postgresql';
import type { BillingDetails } from '../../../domain/account/billing.ts';
import { isFormCountry } from '../../../domain/shipment/countries.ts';
import { accountCountryCode } from '../../../domain/leads/lead-rules.ts';
import type { AccountBilling } from '../../../ports/account-billing.ts';

interface Row {
  email: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  siren: string | null;
  vat_number: string | null;
  invoicing: 'delivery' | 'monthly';
}

/** account_billing in PostgreSQL: one row per account, written whole. */
export function sqlAccountBilling(root: EntityManager): AccountBilling {
  const sql = () => root.getConnection();
  return {
    async of(accountId) {
      const [row] = await sql().execute<Row[]>(
        `select email, street, postal_code, city, country, siren, vat_number, invoicing from account_billing where account_id = ?`,
        [accountId],
      );
      if (!row) return undefined;
      const details: BillingDetails = {
        email: row.email,
        street: row.street,
        postalCode: row.postal_code,
        city: row.city,
        country: isFormCountry(row.country) ? row.country : 'FR',
        siren: row.siren,
        vatNumber: row.vat_number,
        invoicing: row.invoicing === 'monthly' ? 'monthly' : 'delivery',
      };
      return details;
    },
    async keep(accountId, { email, street, postalCode, city, country, siren, vatNumber, invoicing }, at) {
      await sql().execute(
        `insert into account_billing (account_id, email, street, postal_code, city, country, siren, vat_number, invoicing, updated_at)
              values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (account_id) do update set email = excluded.email, street = excluded.street, postal_code = excluded.postal_code,
              city = excluded.city, country = excluded.country, siren = excluded.siren, vat_number = excluded.vat_number,
              invoicing = excluded.invoicing, updated_at = excluded.updated_at`,
        [accountId, email, street, postalCode, city, country, siren, vatNumber, invoicing, at],
      );
    },
    async buyerOf(accountId) {
      const [row] = await sql().execute<
        Array<{ billing_country: string | null; billing_vat: string | null; request_country: string; request_vat: string | null }>
      >(
        `select b.country as billing_country, b.vat_number as billing_vat, r.pays as request_country, r.vat_number as request_vat
           from account_requests r left join account_billing b on b.account_id = r.id where r.id = ?`,
        [accountId],
      );
      if (!row) return undefined;
      if (row.billing_country !== null)
        return { country: isFormCountry(row.billing_country) ? row.billing_country : 'FR', vatNumber: row.billing_vat };
      const requested = accountCountryCode(row.request_country);
      return { country: requested ?? 'FR', vatNumber: row.request_vat };
    },
  };
}
