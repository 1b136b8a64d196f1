import { co2eMethod } from '../texts/emissions-text.ts';
import { BUSINESS_TIME_ZONE } from '../domain/shipment/local-time.ts';
import type { OfferEmissions } from '../domain/emissions/offer-emissions.ts';
import { vatOfOffer, type VatTreatment } from '../domain/tax/vat-treatment.ts';
import { vatText } from '../texts/vat-text.ts';
import { type GoodsLineTextKey, goodsLineText } from '../texts/goods-line-text.ts';
import type { ParcelLine } from '../domain/shipment/parcel-line.ts';
import { formatDuration } from '../domain/pricing/delivery-estimate.ts';
import { type Language, LOCALE_OF, parseLanguage } from '../domain/language.ts';
import { withVat } from '../domain/money.ts';
import { offerTitleOf } from '../domain/quote/quote.ts';
import type { AdminTab } from '../domain/staff/admin-tabs.ts';
import { translateBuiltKey, translatorIn } from '../i18n/translate.ts';
import type { Translate } from '../texts/translate.ts';
import type { CsvSeparator } from './csv.ts';

// The CSV staff download reads like the page: each column under its name in the
// staff's language, codes by their names (vehicles, countries, languages, offers, statuses),
// one date-time format, goods lines in words, the price excluding and including VAT.

const WHO_QUOTES = ['prenom', 'nom', 'entreprise', 'email', 'telephone_urgence'];
const ROUTE = [
  'departure_street',
  'departure_location',
  'departure_country',
  'arrival_street',
  'arrival_location',
  'arrival_country',
  'departure_note',
  'arrival_note',
  'pickup_date',
  'pickup_time',
  'delivery_date',
  'delivery_time',
];
const GOODS = ['shipping_type', 'parcels', 'vehicle_type', 'is_stackable', 'is_dangerous', 'is_professional', 'comments'];
const PRICING = ['distance', 'transit_time', 'selected_offer', 'price', 'vat', 'price_ttc'];
const LEAD = ['lead_status', 'lead_status_at', 'lead_note'];

/** The columns of each tab's CSV, in the order staff read them; the record's id last. */
export const CSV_COLUMNS: Record<AdminTab, readonly string[]> = {
  quotes: [
    'reference',
    'created_at',
    'status',
    ...WHO_QUOTES,
    ...ROUTE,
    'departure_city',
    'arrival_city',
    ...GOODS,
    ...PRICING,
    'valid_until',
    'language',
    'id',
  ],
  'quote-requests': [
    'reference',
    'created_at',
    ...LEAD,
    'user_name',
    'user_entreprise',
    'user_email',
    'user_phone',
    ...ROUTE,
    ...GOODS,
    ...PRICING,
    'pickup_window_from',
    'pickup_window_to',
    'estimated_delivery',
    'co2e_kg',
    'co2e_method',
    'po_number',
    'customer_reference',
    'language',
    'id',
  ],
  callbacks: [
    'reference',
    'callback_requested_at',
    ...LEAD,
    ...WHO_QUOTES,
    ...ROUTE,
    'departure_city',
    'arrival_city',
    ...GOODS,
    'distance',
    'transit_time',
    'language',
    'id',
  ],
  demos: ['created_at', ...LEAD, 'prenom', 'nom', 'societe', 'email', 'telephone', 'langue', 'page_language', 'id'],
  accounts: [
    'created_at',
    ...LEAD,
    'prenom',
    'nom',
    'societe',
    'email',
    'telephone',
    'pays',
    'langue',
    'has_vat',
    'accepts_marketing',
    'page_language',
    'id',
  ],
  contacts: [
    'created_at',
    ...LEAD,
    'first_name',
    'last_name',
    'company',
    'email',
    'phone',
    'country',
    'sector',
    'job_title',
    'message',
    'page_language',
    'id',
  ],
};

const INSTANTS = new Set([
  'created_at',
  'callback_requested_at',
  'lead_status_at',
  'pickup_window_from',
  'pickup_window_to',
  'estimated_delivery',
  'valid_until',
]);
const DAYS = new Set(['pickup_date', 'delivery_date']);
const TIMES = new Set(['pickup_time', 'delivery_time']);
const FLAGS = new Set(['is_stackable', 'is_dangerous', 'is_professional', 'has_vat', 'accepts_marketing']);
const COUNTRY_CODES = new Set(['departure_country', 'arrival_country']);
const LANGUAGE_CODES = new Set(['language', 'page_language']);

/** The catalog's text for `key`, or `fallback` where it has none. */
const textOr = (language: Language, key: string, fallback: string) => translateBuiltKey(language, key, { defaultValue: fallback });

/** The separator a spreadsheet in this language splits on: `;` where the decimal mark is a comma. */
export function csvSeparatorFor(language: Language): CsvSeparator {
  return new Intl.NumberFormat(LOCALE_OF[language]).format(1.5).includes(',') ? ';' : ',';
}

/** The header line's names, in the staff's language (the column's own name where the catalog has none). */
export function csvHeaders(tab: AdminTab, language: Language): string[] {
  return CSV_COLUMNS[tab].map((column) => textOr(language, `adminUi.csvColumns.${column}`, column));
}

/** One record as its CSV line's cells, by header position. */
export function readableRecord(tab: AdminTab, row: Record<string, unknown>, language: Language): string[] {
  const locale = LOCALE_OF[language];
  const t = translatorIn(language);
  const named = (key: string, fallback: string) => textOr(language, key, fallback);
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  // No thousands separator: a spreadsheet reads `1234,50` as a number, not `1 234,50`.
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
  const price = row.price === null || row.price === undefined || row.price === '' ? null : Number(row.price);
  // The VAT and the greenhouse gases the buyer was told (ADR 0031, 0032); French VAT on records made before it was kept.
  const vat = vatOfOffer({ vat: (row.vat as VatTreatment | null) ?? undefined });
  const co2e = (row.co2e as OfferEmissions | null | undefined) ?? undefined;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const tenths = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
  const prose = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  const cell = (column: string): string => {
    if (column === 'co2e_kg') return co2e ? tenths.format(co2e.kg) : '';
    if (column === 'co2e_method') return co2e ? co2eMethod(co2e, t, (figure) => prose.format(figure)) : '';
    const value =
      column === 'price_ttc'
        ? price === null
          ? null
          : withVat(price, vat.rate)
        : column === 'vat'
          ? vatText(vat, t, (rate) => percent.format(rate))
          : row[column];
    if (value === null || value === undefined || value === '') return '';
    if (INSTANTS.has(column)) return instant.format(value instanceof Date ? value : new Date(String(value)));
    if (DAYS.has(column)) {
      const date = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
      return day.format(new Date(`${date}T00:00:00Z`));
    }
    if (TIMES.has(column)) return String(value).slice(0, 5);
    if (FLAGS.has(column)) return t(value === true || value === 'true' ? 'adminUi.yes' : 'adminUi.no');
    if (COUNTRY_CODES.has(column)) return named(`countries.${text(value).toUpperCase()}`, text(value));
    if (LANGUAGE_CODES.has(column)) {
      const code = parseLanguage(text(value));
      return code ? t(`languages.${code}`) : text(value);
    }
    if (column === 'vehicle_type') return named(`booking.vehicles.${text(value)}`, text(value));
    if (column === 'selected_offer') return offerTitleOf(text(value)) ?? text(value);
    if (column === 'shipping_type') return named(`booking.parcelTypes.${text(value)}`, text(value));
    if (column === 'lead_status') return named(`adminUi.statuses.${text(value)}`, text(value));
    if (column === 'status') return named(`adminUi.quoteStatuses.${text(value)}`, text(value));
    if (column === 'price' || column === 'price_ttc') return amount.format(Number(value));
    if (column === 'transit_time') return formatDuration(Number(value) * 60);
    if (column === 'distance') return tenths.format(Number(value));
    if (column === 'parcels') return goodsLines(value, t);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return CSV_COLUMNS[tab].map(cell);
}

/** "2 × Palette de 150 kg, 120 × 80 × 100 cm; 1 × Colis de …", as on the page. */
function goodsLines(value: unknown, t: Translate<GoodsLineTextKey>): string {
  const lines = (typeof value === 'string' ? JSON.parse(value) : value) as ParcelLine[];
  if (!Array.isArray(lines)) return '';
  return lines.map((line) => goodsLineText(line, t, String)).join('; ');
}
