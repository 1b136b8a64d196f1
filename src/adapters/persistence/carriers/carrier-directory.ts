import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { Carrier, CarrierDocument, CarrierPerson } from '../../../domain/carriers/carrier.ts';
import { NO_RECORD, type CarrierRecord } from '../../../domain/carriers/tender.ts';
import { parseLanguage, DEFAULT_LANGUAGE } from '../../../domain/language.ts';
import { isFormCountry } from '../../../domain/shipment/countries.ts';
import type { CarrierDirectory } from '../../../ports/carriers.ts';

type Row = Record<string, unknown>;

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** A document row as the domain reads it; the scan's bytes stay in the table. */
export function documentOf(row: Row): CarrierDocument {
  const details = (row.details ?? {}) as Record<string, unknown>;
  const common = {
    id: String(row.id),
    checked: row.checked_at !== null && row.checked_at !== undefined,
    number: String(row.number),
    issuedOn: day(row.issued_on),
    expiresOn: day(row.expires_on),
    file: row.file_name ? { name: String(row.file_name), type: String(row.file_type) } : null,
  };
  if (row.kind === 'licence') return { ...common, kind: 'licence', licence: details.licence === 'domestic' ? 'domestic' : 'community' };
  if (row.kind === 'insurance')
    return { ...common, kind: 'insurance', insurer: String(details.insurer ?? ''), coverEuros: Number(details.coverEuros ?? 0) };
  return { ...common, kind: 'vigilance' };
}

function personOf(row: Row): CarrierPerson {
  return {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    mobile: String(row.mobile),
    language: parseLanguage(row.language) ?? DEFAULT_LANGUAGE,
  };
}

/** carriers, carrier_people and carrier_documents in PostgreSQL. */
export function sqlCarrierDirectory(root: EntityManager): CarrierDirectory {
  const sql = <T extends Row>(query: string, values: unknown[] = []) => root.getConnection().execute<T[]>(query, values);

  async function read(where: string, values: unknown[]): Promise<Carrier[]> {
    const carriers = await sql(`select * from carriers ${where} order by company, id`, values);
    if (carriers.length === 0) return [];
    const ids = `{${carriers.map((row) => String(row.id)).join(',')}}`;
    const [people, documents] = await Promise.all([
      sql(
        `select id, carrier_id, name, email, mobile, language from carrier_people where carrier_id = any(?::uuid[]) order by created_at, id`,
        [ids],
      ),
      sql(
        `select id, carrier_id, kind, number, issued_on::text, expires_on::text, details, file_name, file_type, checked_at
           from carrier_documents where carrier_id = any(?::uuid[]) order by created_at, id`,
        [ids],
      ),
    ]);
    return carriers.map((row) => ({
      id: String(row.id),
      company: String(row.company),
      siren: (row.siren as string | null) ?? null,
      vatNumber: (row.vat_number as string | null) ?? null,
      address: {
        street: String(row.street),
        postalCode: String(row.postal_code),
        city: String(row.city),
        country: isFormCountry(String(row.country)) ? (row.country as Carrier['address']['country']) : 'FR',
      },
      people: people.filter((person) => person.carrier_id === row.id).map(personOf),
      vehicleClasses: (row.vehicle_classes as string[]) ?? [],
      serves: ((row.serves as string[]) ?? []) as Carrier['serves'],
      adr: Boolean(row.adr),
      documents: documents.filter((document) => document.carrier_id === row.id).map(documentOf),
    }));
  }

  return {
    all: () => read('', []),
    byId: async (id) => (await read('where id = ?', [id]))[0],

    async add(carrier) {
      const id = uuidv7();
      try {
        await root.fork().transactional(async (em) => {
          const run = (query: string, values: unknown[]) => em.getConnection().execute(query, values, 'run', em.getTransactionContext());
          const { address } = carrier;
          await run(
            `insert into carriers (id, created_at, company, siren, vat_number, street, postal_code, city, country, vehicle_classes, serves, adr)
             values (?, now(), ?, ?, ?, ?, ?, ?, ?, ?::text[], ?::text[], ?)`,
            [
              id,
              carrier.company,
              carrier.siren,
              carrier.vatNumber,
              address.street,
              address.postalCode,
              address.city,
              address.country,
              `{${carrier.vehicleClasses.join(',')}}`,
              `{${carrier.serves.join(',')}}`,
              carrier.adr,
            ],
          );
          for (const person of carrier.people)
            await run(
              `insert into carrier_people (id, created_at, carrier_id, name, email, mobile, language) values (?, now(), ?, ?, ?, ?, ?)`,
              [uuidv7(), id, person.name, person.email.toLowerCase(), person.mobile, person.language],
            );
        });
      } catch (error) {
        if ((error as { code?: unknown }).code === '23505') return undefined;
        throw error;
      }
      return (await read('where id = ?', [id]))[0];
    },

    async addDocument(carrierId, document) {
      const details =
        document.kind === 'licence'
          ? { licence: document.licence }
          : document.kind === 'insurance'
            ? { insurer: document.insurer, coverEuros: document.coverEuros }
            : {};
      const staff = 'staffUserId' in document.recordedBy ? document.recordedBy.staffUserId : null;
      const person = 'carrierPersonId' in document.recordedBy ? document.recordedBy.carrierPersonId : null;
      const inserted = await root.getConnection().execute(
        `insert into carrier_documents (id, created_at, carrier_id, kind, number, issued_on, expires_on, details, file_name, file_type, file_bytes,
                                        uploaded_by_id, checked_at, checked_by_id)
         select ?, now(), c.id, ?, ?, ?, ?, ?, ?, ?, ?, ?, case when ?::uuid is null then null else now() end, ?
           from carriers c where c.id = ?`,
        [
          uuidv7(),
          document.kind,
          document.number,
          document.issuedOn,
          document.expiresOn,
          JSON.stringify(details),
          document.file?.name ?? null,
          document.file?.type ?? null,
          document.file ? Buffer.from(document.file.bytes) : null,
          person,
          staff,
          staff,
          carrierId,
        ],
        'run',
      );
      return (inserted as { affectedRows?: number }).affectedRows === 1;
    },

    async documentFile(carrierId, documentId) {
      const [row] = await sql(
        `select file_name, file_type, file_bytes from carrier_documents where carrier_id = ? and id = ? and file_bytes is not null`,
        [carrierId, documentId],
      );
      return row
        ? { name: String(row.file_name), type: String(row.file_type), bytes: new Uint8Array(row.file_bytes as Buffer) }
        : undefined;
    },

    async checkDocument(carrierId, documentId, staffUserId, at) {
      const checked = await root
        .getConnection()
        .execute(
          `update carrier_documents set checked_at = ?, checked_by_id = ? where carrier_id = ? and id = ? and checked_at is null`,
          [at, staffUserId, carrierId, documentId],
          'run',
        );
      return (checked as { affectedRows?: number }).affectedRows === 1;
    },

    async records(carrierIds) {
      const records = new Map<string, CarrierRecord>(carrierIds.map((id) => [id, { ...NO_RECORD }]));
      if (carrierIds.length === 0) return records;
      const ids = `{${carrierIds.join(',')}}`;
      const [offers, deliveries] = await Promise.all([
        sql(
          `select carrier_id, count(*)::int as offers, count(answer)::int as answered,
                  count(*) filter (where answer->>'kind' in ('accept', 'propose'))::int as accepted
             from tender_offers where carrier_id = any(?::uuid[]) group by carrier_id`,
          [ids],
        ),
        // A delivery is on time when its step is no later than the delivery the offer promised.
        sql(
          `select a.carrier_id, count(*)::int as delivered,
                  count(*) filter (where r.estimated_delivery is null or (m.move->>'at')::timestamptz <= r.estimated_delivery)::int as on_time
             from carrier_awards a
             join quote_requests r on r.id = a.quote_request_id
             join lateral (select move from transport_moves where quote_request_id = a.quote_request_id and kind = 'deliver'
                            order by created_at desc limit 1) m on true
            where a.carrier_id = any(?::uuid[]) group by a.carrier_id`,
          [ids],
        ),
      ]);
      for (const row of offers) {
        const record = records.get(String(row.carrier_id))!;
        Object.assign(record, { offers: Number(row.offers), answered: Number(row.answered), accepted: Number(row.accepted) });
      }
      for (const row of deliveries) {
        const record = records.get(String(row.carrier_id))!;
        Object.assign(record, { delivered: Number(row.delivered), onTime: Number(row.on_time) });
      }
      return records;
    },

    async yearTotals(carrierIds, year) {
      const totals = new Map<string, number>(carrierIds.map((id) => [id, 0]));
      if (carrierIds.length === 0) return totals;
      const rows = await sql(
        `select carrier_id, sum(price)::text as total from carrier_awards
          where carrier_id = any(?::uuid[]) and date_part('year', awarded_at at time zone 'Europe/Paris') = ?
          group by carrier_id`,
        [`{${carrierIds.join(',')}}`, year],
      );
      for (const row of rows) totals.set(String(row.carrier_id), Number(row.total));
      return totals;
    },
  };
}
