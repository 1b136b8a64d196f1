import type { EntityManager } from '@mikro-orm/postgresql';
import type { AddressBookEntry, AddressFields } from '../../../domain/account/address-book.ts';
import { isFormCountry } from '../../../domain/shipment/countries.ts';
import type { AddressBook } from '../../../ports/address-book.ts';
import { withAdvisoryLock } from '../advisory-lock.ts';
import { COMPANY_QUOTES } from './company-quotes.ts';

type Row = Record<string, unknown>;

const COLUMNS = `id, name, street, postal_code, city, country, contact_name, contact_phone, opening_hours, driver_note, coordinates, updated_at`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const entryOf = (row: Row): AddressBookEntry => {
  const country = String(row.country);
  const coordinates = row.coordinates as { lat?: unknown; lon?: unknown } | null;
  return {
    id: String(row.id),
    name: String(row.name),
    street: String(row.street),
    postalCode: String(row.postal_code),
    city: String(row.city),
    country: isFormCountry(country) ? country : 'FR',
    contactName: String(row.contact_name),
    contactPhone: String(row.contact_phone),
    openingHours: String(row.opening_hours),
    driverNote: String(row.driver_note),
    coordinates:
      coordinates && typeof coordinates.lat === 'number' && typeof coordinates.lon === 'number'
        ? { lat: coordinates.lat, lon: coordinates.lon }
        : null,
    updatedAt: new Date(String(row.updated_at)),
  };
};

// One end of each of the company's quotes that names a street: pickup and delivery alike.
const endsOf = (end: 'departure' | 'arrival') => `
  select left(q.${end}_street, 200) as street, left(coalesce(q.${end}_zip_code, ''), 20) as postal_code,
         left(coalesce(nullif(q.${end}_city, ''), q.${end}_location), 100) as city, q.${end}_country as country,
         q.${end}_coordinates as coordinates, q.created_at
  ${COMPANY_QUOTES} and coalesce(trim(q.${end}_street), '') <> ''`;

/** The address book in PostgreSQL: every statement is bound to the company's id. */
/** An address's columns, in the order the insert and the update name them. */
const fieldValues = (address: AddressFields) => [
  address.name,
  address.street,
  address.postalCode,
  address.city,
  address.country,
  address.contactName,
  address.contactPhone,
  address.openingHours,
  address.driverNote,
];

export function sqlAddressBook(root: EntityManager): AddressBook {
  const sql = <T extends Row>(query: string, values: unknown[] = []) => root.getConnection().execute<T[]>(query, values);
  return {
    async list(accountId) {
      return (await sql(`select ${COLUMNS} from account_addresses where account_id = ? order by lower(name), id`, [accountId])).map(
        entryOf,
      );
    },

    async get(accountId, id) {
      if (!UUID.test(id)) return undefined;
      const [row] = await sql(`select ${COLUMNS} from account_addresses where account_id = ? and id = ?`, [accountId, id]);
      return row ? entryOf(row) : undefined;
    },

    async add(accountId, address, at) {
      const [row] = await sql(
        `insert into account_addresses (id, account_id, created_at, updated_at, name, street, postal_code, city, country,
                                        contact_name, contact_phone, opening_hours, driver_note)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
        [accountId, at, at, ...fieldValues(address)],
      );
      return entryOf(row!);
    },

    async update(accountId, id, address, at) {
      if (!UUID.test(id)) return false;
      const rows = await sql(
        `update account_addresses
            set name = ?, street = ?, postal_code = ?, city = ?, country = ?, contact_name = ?, contact_phone = ?,
                opening_hours = ?, driver_note = ?, updated_at = ?,
                -- a place moved is located again when quoted
                coordinates = case when lower(street) = lower(?) and postal_code = ? and lower(city) = lower(?) and country = ?
                                   then coordinates end
          where account_id = ? and id = ? returning id`,
        [...fieldValues(address), at, address.street, address.postalCode, address.city, address.country, accountId, id],
      );
      return rows.length === 1;
    },

    async remove(accountId, id) {
      if (!UUID.test(id)) return false;
      return (await sql(`delete from account_addresses where account_id = ? and id = ? returning id`, [accountId, id])).length === 1;
    },

    async fillFromTransports(accountId, at) {
      // Two fills of one company at once would each add what the other is adding.
      const added = await withAdvisoryLock(root, `address-book:${accountId}`, () =>
        sql(
          `insert into account_addresses (id, account_id, created_at, updated_at, name, street, postal_code, city, country,
                                        contact_name, contact_phone, opening_hours, driver_note, coordinates)
         select gen_random_uuid(), ?, ?, ?, e.city, e.street, e.postal_code, e.city, e.country, '', '', '', '', e.coordinates
           from (select distinct on (lower(trim(street)), postal_code, country) *
                   from (${endsOf('departure')} union all ${endsOf('arrival')}) ends
                  order by lower(trim(street)), postal_code, country, created_at desc) e
          where not exists (select 1 from account_addresses b
                             where b.account_id = ? and lower(trim(b.street)) = lower(trim(e.street))
                               and b.postal_code = e.postal_code and b.country = e.country)
         returning id`,
          [accountId, at, at, accountId, accountId, accountId],
        ),
      );
      return added.length;
    },
  };
}
