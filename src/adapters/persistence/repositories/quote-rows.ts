import { type InferEntity, UniqueConstraintViolationException } from '@mikro-orm/core';
import { randomFillSync } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { Language } from '../../../domain/language.ts';
import type { QuoteStatus } from '../../../domain/quote/quote-lifecycle.ts';
import { QUOTE_REFERENCE_RANDOM_BYTES, quoteReferenceFrom } from '../../../domain/quote/quote-reference.ts';
import type { Quote, QuoteContact } from '../../../domain/quote/quote.ts';
import type { CountryCode } from '../../../domain/shipment/countries.ts';
import type { Shipment } from '../../../domain/shipment/shipment.ts';
import { normalizeVatNumber } from '../../../domain/tax/vat-number.ts';
import type { QuoteEntity } from '../entities/index.ts';

// The quotes table's rows and the domain's Quote, both ways, and the insert of a new one: shared
// by the repository and the admission (the insert counted against a quota).

export type QuoteRow = InferEntity<typeof QuoteEntity>;

/**
 * Stores a new quote with `insert`, given its row's columns and values: a reference drawn twice
 * (one chance in about 10^12 per quote already stored) is drawn again, up to three times.
 */
export async function insertNewQuote(
  shipment: Shipment,
  ownerKey: string,
  createdAt: Date,
  contact: QuoteContact | null | undefined,
  accountId: string | null,
  insert: (columns: string[], values: unknown[]) => Promise<void>,
): Promise<Quote> {
  for (let attempt = 1; ; attempt++) {
    const { row, columns, values } = newQuoteRow(shipment, ownerKey, createdAt, contact, accountId);
    try {
      await insert(columns, values);
      return quoteFromRow(row);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

/** A new quote's row, with a fresh id and reference, and its columns and values in one order. */
function newQuoteRow(
  shipment: Shipment,
  ownerKey: string,
  createdAt: Date,
  contact: QuoteContact | null | undefined,
  accountId: string | null,
) {
  const row = {
    ...rowFromShipment(shipment),
    ...(contact ? contactColumns(contact) : {}),
    id: uuidv7({ random: randomFromPool(16) }),
    reference: quoteReferenceFrom(randomFromPool(QUOTE_REFERENCE_RANDOM_BYTES)),
    createdAt,
    status: 'created' as const,
    ownerKey,
    accountId,
    offers: null,
    unpricedOffers: null,
  };
  const columns = Object.keys(row) as Array<keyof typeof row>;
  return { row: row as unknown as QuoteRow, columns: columns as string[], values: columns.map((column) => toColumnValue(row[column])) };
}

// A new quote's random bytes come from a pool drawn 4 KiB at a time: asking the system's generator
// twice per quote (the id and the reference) was 2.5 % of the server's CPU under load
// (docs/benchmarks.md). Each byte is handed out once, and read at once by its caller.
const pool = Buffer.alloc(4096);
let drawn = pool.length;

function randomFromPool(size: number): Uint8Array {
  if (drawn + size > pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  drawn += size;
  return pool.subarray(drawn - size, drawn);
}

/**
 * A prepared statement's text for a new quote's columns, written once per name: a row with a
 * contact and one without have their own statement each (a name always goes with one text).
 */
export function statementTexts(write: (columns: readonly string[]) => string) {
  const texts = new Map<string, string>();
  return (name: string, columns: readonly string[]) => {
    let text = texts.get(name);
    if (text === undefined) texts.set(name, (text = write(columns)));
    return text;
  };
}

/** Inserts a new quote's row ($1…). */
export const insertQuote = (columns: readonly string[]) =>
  `insert into quotes (${columns.map(snakeCase).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;

/** Spec §7: the contact fields of quotes (nom, prenom, entreprise, telephone_urgence, email). */
export function contactColumns(contact: QuoteContact) {
  return {
    prenom: contact.firstName,
    nom: contact.lastName,
    entreprise: contact.company,
    email: contact.email,
    telephoneUrgence: contact.phone ?? null,
  };
}

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const propertyNames = new Map<string, string>();
/** A column's property name, worked out once per column (every quote read maps thirty of them). */
const camelCase = (name: string) => {
  let property = propertyNames.get(name);
  if (property === undefined)
    propertyNames.set(name, (property = name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())));
  return property;
};

/** jsonb columns travel as JSON text; everything else as is. */
export function toColumnValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
}

export function rowFromColumns(record: Record<string, unknown>): QuoteRow {
  const row = Object.fromEntries(Object.entries(record).map(([column, value]) => [camelCase(column), value])) as Record<string, unknown>;
  row.createdAt = row.createdAt instanceof Date ? row.createdAt : new Date(String(row.createdAt));
  return row as QuoteRow;
}

/** PostgreSQL's unique_violation, as pg reports it (the ORM's exception class on its own calls). */
const isUniqueViolation = (error: unknown) =>
  error instanceof UniqueConstraintViolationException || (error as { code?: unknown } | null)?.code === '23505';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function rowFromShipment(shipment: Shipment) {
  return {
    departureLocation: shipment.departureLocation.trim(),
    arrivalLocation: shipment.arrivalLocation.trim(),
    departureStreet: shipment.departureStreet?.trim() || null,
    arrivalStreet: shipment.arrivalStreet?.trim() || null,
    departureCountry: shipment.departureCountry,
    arrivalCountry: shipment.arrivalCountry,
    departureZipCode: shipment.departureZipCode ?? null,
    arrivalZipCode: shipment.arrivalZipCode ?? null,
    departureCity: shipment.departureCity ?? null,
    arrivalCity: shipment.arrivalCity ?? null,
    pickupDate: shipment.pickupDate!,
    pickupTime: shipment.pickupTime ?? null,
    deliveryDate: shipment.deliveryDate ?? null,
    deliveryTime: shipment.deliveryTime ?? null,
    departureCoordinates: shipment.departureCoordinates ?? null,
    arrivalCoordinates: shipment.arrivalCoordinates ?? null,
    parcels: shipment.parcels,
    vehicleType: shipment.vehicleType!,
    vehicleChosen: shipment.vehicleChosen === true,
    shippingType: shipment.shippingType,
    isStackable: shipment.isStackable,
    isDangerous: shipment.isDangerous,
    isProfessional: shipment.isProfessional,
    comments: shipment.comments ?? null,
    departureNote: shipment.departureNote ?? null,
    arrivalNote: shipment.arrivalNote ?? null,
    buyerCountry: shipment.buyerCountry ?? null,
    vatNumber: shipment.vatNumber ? normalizeVatNumber(shipment.vatNumber) : null,
    language: shipment.language,
  };
}

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : null);

export function quoteFromRow(row: QuoteRow): Quote {
  // What is left of a contact after an erasure is kept as it is: confirming then asks for it again.
  const contact: QuoteContact | null =
    row.email || row.prenom || row.nom
      ? {
          firstName: row.prenom ?? '',
          lastName: row.nom ?? '',
          company: row.entreprise ?? '',
          email: row.email ?? '',
          phone: row.telephoneUrgence ?? null,
        }
      : null;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as QuoteStatus,
    createdAt: row.createdAt,
    shipment: {
      departureLocation: row.departureLocation,
      departureStreet: row.departureStreet ?? null,
      departureCountry: row.departureCountry as CountryCode,
      departureZipCode: row.departureZipCode ?? null,
      departureCity: row.departureCity ?? null,
      departureCoordinates: row.departureCoordinates ?? null,
      arrivalLocation: row.arrivalLocation,
      arrivalStreet: row.arrivalStreet ?? null,
      arrivalCountry: row.arrivalCountry as CountryCode,
      arrivalZipCode: row.arrivalZipCode ?? null,
      arrivalCity: row.arrivalCity ?? null,
      arrivalCoordinates: row.arrivalCoordinates ?? null,
      pickupDate: row.pickupDate,
      pickupTime: hhmm(row.pickupTime),
      deliveryDate: row.deliveryDate ?? null,
      deliveryTime: hhmm(row.deliveryTime),
      parcels: row.parcels,
      vehicleType: row.vehicleType,
      vehicleChosen: row.vehicleChosen === true,
      shippingType: row.shippingType,
      isStackable: row.isStackable,
      isDangerous: row.isDangerous,
      isProfessional: row.isProfessional,
      comments: row.comments ?? null,
      departureNote: row.departureNote ?? null,
      arrivalNote: row.arrivalNote ?? null,
      buyerCountry: (row.buyerCountry as CountryCode | null | undefined) ?? null,
      vatNumber: row.vatNumber ?? null,
      language: row.language as Language,
    },
    distanceKm: row.distance ?? null,
    transitTimeMinutes: row.transitTime ?? null,
    offers: row.offers ?? null,
    unpriced: row.unpricedOffers ?? [],
    contact,
    price: row.price === null || row.price === undefined ? null : Number(row.price),
    selectedOffer: row.selectedOffer ?? null,
    accountId: row.accountId ?? null,
  };
}
