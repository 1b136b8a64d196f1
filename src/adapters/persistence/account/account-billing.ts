import type { EntityManager } from '@mikro-orm/postgresql';
import type { BillingDetails } from '../../../domain/account/billing.ts';
import { isFormCountry } from '../../../domain/shipment/countries.ts';
import type { AccountBilling } from '../../../ports/account-billing.ts';

interface Row {
  email: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  siren: string | null;
  invoicing: 'delivery' | 'monthly';
}

/** account_billing in PostgreSQL: one row per account, written whole. */
export function sqlAccountBilling(root: EntityManager): AccountBilling {
  const sql = () => root.getConnection();
  return {
    async of(accountId) {
      const [row] = await sql().execute<Row[]>(
        `select email, street, postal_code, city, country, siren, invoicing from account_billing where account_id = ?`,
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
        invoicing: row.invoicing === 'monthly' ? 'monthly' : 'delivery',
      };
      return details;
    },
    async keep(accountId, { email, street, postalCode, city, country, siren, invoicing }, at) {
      await sql().execute(
        `insert into account_billing (account_id, email, street, postal_code, city, country, siren, invoicing, updated_at)
              values (?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (account_id) do update set email = excluded.email, street = excluded.street, postal_code = excluded.postal_code,
              city = excluded.city, country = excluded.country, siren = excluded.siren, invoicing = excluded.invoicing,
              updated_at = excluded.updated_at`,
        [accountId, email, street, postalCode, city, country, siren, invoicing, at],
      );
    },
  };
}
