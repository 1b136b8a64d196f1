import { type DangerousGoods, isDeclared } from '#src/domain/dangerous-goods/dangerous-goods.ts';
import type { Language } from '#src/domain/language.ts';
import { DEFAULT_COUNTRY, type CountryCode, isFormCountry } from '#src/domain/shipment/countries.ts';
import { DEFAULT_PARCEL_LINE, type ParcelLine, type ParcelType, PARCEL_TYPES } from '#src/domain/shipment/parcel-line.ts';
import type { WallClock } from '#src/domain/shipment/local-time.ts';
import type { Coordinates } from '#src/domain/shipment/shipment.ts';
import { applyPickupRule, earliestPickupSlot, proposedPickupTime } from '#src/domain/shipment/pickup-rule.ts';
import { type FieldError, validateShipment } from '#src/domain/shipment/validate-shipment.ts';

/**
 * What the visitor has typed (spec §3 "Quote form state"). The field names are the inputs'
 * names and the BFF's, so an error's `field` points at its input on either side.
 */
export interface QuoteFormState {
  departureLocation: string;
  /** street and number, free text (the place above is what the route is priced on) */
  departureStreet: string;
  departureCountry: CountryCode;
  departureZipCode: string | null;
  departureCity: string | null;
  departureCoordinates: Coordinates | null;
  /** for the driver on site: from the business account's address book, editable */
  departureNote: string;
  arrivalLocation: string;
  arrivalStreet: string;
  arrivalCountry: CountryCode;
  arrivalZipCode: string | null;
  arrivalCity: string | null;
  arrivalCoordinates: Coordinates | null;
  arrivalNote: string;
  pickupDate: string;
  pickupTime: string;
  deliveryDate: string;
  deliveryTime: string;
  parcels: ParcelLine[];
  vehicleType: string;
  isStackable: boolean;
  isDangerous: boolean;
  isProfessional: boolean;
  /** asked when the visitor is not a professional (ADR 0014) */
  userName: string;
  userEmail: string;
  userPhone: string;
  comments: string;
  /** a business's country of establishment and EU VAT number: the VAT it pays depends on them (ADR 0031) */
  buyerCountry: CountryCode;
  vatNumber: string;
}

export type End = 'departure' | 'arrival';

/**
 * Spec §4.9 "New request resets everything to defaults": FR, one parcel line, stackable, not
 * ADR; the pickup at the earliest slot the server proposes (9:00 today when it proposes none).
 */
export function defaultFormState(today: string, earliestPickup?: WallClock): QuoteFormState {
  return {
    departureLocation: '',
    departureStreet: '',
    departureCountry: DEFAULT_COUNTRY,
    departureZipCode: null,
    departureCity: null,
    departureCoordinates: null,
    departureNote: '',
    arrivalLocation: '',
    arrivalStreet: '',
    arrivalCountry: DEFAULT_COUNTRY,
    arrivalZipCode: null,
    arrivalCity: null,
    arrivalCoordinates: null,
    arrivalNote: '',
    pickupDate: earliestPickup?.date ?? today,
    pickupTime: earliestPickup?.time ?? '09:00',
    deliveryDate: '',
    deliveryTime: '',
    parcels: [{ ...DEFAULT_PARCEL_LINE }],
    vehicleType: '',
    isStackable: true,
    isDangerous: false,
    isProfessional: true,
    userName: '',
    userEmail: '',
    userPhone: '',
    comments: '',
    buyerCountry: DEFAULT_COUNTRY,
    vatNumber: '',
  };
}

/** The swap button: departure and arrival exchange place and country. */
export function swapEnds(state: QuoteFormState): QuoteFormState {
  return {
    ...state,
    departureLocation: state.arrivalLocation,
    departureStreet: state.arrivalStreet,
    departureCountry: state.arrivalCountry,
    departureZipCode: state.arrivalZipCode,
    departureCity: state.arrivalCity,
    departureCoordinates: state.arrivalCoordinates,
    departureNote: state.arrivalNote,
    arrivalLocation: state.departureLocation,
    arrivalStreet: state.departureStreet,
    arrivalCountry: state.departureCountry,
    arrivalZipCode: state.departureZipCode,
    arrivalCity: state.departureCity,
    arrivalCoordinates: state.departureCoordinates,
    arrivalNote: state.departureNote,
  };
}

/** The shipping type follows the goods: pallets as soon as one line is a pallet. */
export function shippingTypeOf(parcels: readonly ParcelLine[]): ParcelType {
  return parcels.some((line) => line.type === 'pallet') ? 'pallet' : 'parcel';
}

/** The body of POST /api/quotes. */
export function quoteRequestBody(state: QuoteFormState, language: Language) {
  return {
    ...state,
    departureStreet: state.departureStreet.trim() || null,
    arrivalStreet: state.arrivalStreet.trim() || null,
    deliveryDate: state.deliveryDate || null,
    deliveryTime: state.deliveryTime || null,
    comments: state.comments || null,
    departureNote: state.departureNote.trim() || null,
    arrivalNote: state.arrivalNote.trim() || null,
    // Only a visitor who is not a professional gives a contact with the form.
    userName: state.isProfessional ? null : state.userName || null,
    userEmail: state.isProfessional ? null : state.userEmail || null,
    userPhone: state.isProfessional ? null : state.userPhone || null,
    // Only a business says where it is established and its VAT number.
    buyerCountry: state.isProfessional ? state.buyerCountry : null,
    vatNumber: state.isProfessional ? state.vatNumber.trim() || null : null,
    shippingType: shippingTypeOf(state.parcels),
    // A declaration typed and then answered "no dangerous goods" is not sent.
    parcels: state.isDangerous ? state.parcels : state.parcels.map(({ dangerousGoods: _dropped, ...line }) => line),
    language,
  };
}

/**
 * Spec §4.1: on send, the pickup rule first (now + 2 h), then validation. Returns the form as
 * it will be sent and one error per failing rule; the server applies the same rules again.
 */
export function prepareToSend(state: QuoteFormState, now: Date, language: Language) {
  const pickup = applyPickupRule(state, now);
  const prepared = { ...state, pickupDate: pickup.date, pickupTime: pickup.time };
  const errors: FieldError[] = validateShipment(quoteRequestBody(prepared, language));
  return { prepared, errors };
}

/**
 * A new pickup date brings the time proposed for it (09:00 on a later day), unless the visitor
 * chose a time of their own: that one is kept.
 */
export function followingPickupTime(state: Pick<QuoteFormState, 'pickupDate' | 'pickupTime'>, date: string, now: Date) {
  const proposed = proposedPickupTime(state.pickupDate, now);
  const time = state.pickupTime.slice(0, 5);
  // On the earliest day, a time before the earliest slot was proposed by the page some minutes
  // ago (or will be moved by the rule anyway): not a choice to keep.
  const untouched = !time || time === proposed || (state.pickupDate <= earliestPickupSlot(now).date && time < proposed);
  return untouched && date ? { pickupTime: proposedPickupTime(date, now) } : {};
}

/** Which fields an edit touches, so their errors clear (spec §5 "Errors clear when the field is edited"). */
export function withoutErrors<E extends { field: string }>(errors: readonly E[], fields: readonly string[]): E[] {
  return errors.filter((error) => !fields.some((field) => error.field === field || error.field.startsWith(`${field}.`)));
}

/** Removing a parcel line drops its errors and renumbers those of the lines after it. */
export function errorsAfterRemovingLine<E extends { field: string }>(errors: readonly E[], index: number): E[] {
  return errors.flatMap((error) => {
    const match = /^parcels\.(\d+)\.(.+)$/.exec(error.field);
    if (!match) return [error];
    const line = Number(match[1]);
    if (line === index) return [];
    return [line > index ? { ...error, field: `parcels.${line - 1}.${match[2]}` } : error];
  });
}

/**
 * A number field as typed. Something that is not a number at all falls back (spec §5: 1 for
 * quantity and weight, 20 for dimensions); a number out of range is kept, so that validation
 * can say what is wrong with it.
 */
export function numberOrFallback(raw: string, fallback: number, step: 'integer' | 'tenth'): number {
  const value = Number(raw.replace(',', '.'));
  if (raw.trim() === '' || !Number.isFinite(value)) return fallback;
  return step === 'integer' ? Math.round(value) : Math.round(value * 10) / 10;
}

const yes = (value: FormDataEntryValue | null) => value === 'true' || value === 'on' || value === 'yes';
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
const country = (value: FormDataEntryValue | null): CountryCode => {
  const code = text(value).toUpperCase();
  return isFormCountry(code) ? code : DEFAULT_COUNTRY;
};
const coordinates = (lat: FormDataEntryValue | null, lon: FormDataEntryValue | null): Coordinates | null => {
  const latitude = Number(text(lat));
  const longitude = Number(text(lon));
  return text(lat) && text(lon) && Number.isFinite(latitude) && Number.isFinite(longitude) ? { lat: latitude, lon: longitude } : null;
};

/** A line's dangerous goods as posted, when any of their fields holds something. */
function declaredGoods(field: (name: string) => string): { dangerousGoods?: DangerousGoods } {
  const goods = {
    unNumber: field('unNumber'),
    properShippingName: field('properShippingName'),
    adrClass: field('adrClass'),
    packingGroup: field('packingGroup') || null,
  };
  return isDeclared(goods) ? { dangerousGoods: goods } : {};
}

/** The form posted without JavaScript, read back into the same state the browser keeps. */
export function formStateFromFormData(form: FormData, today: string): QuoteFormState {
  const defaults = defaultFormState(today);
  const lines = Math.min(50, Math.max(1, Number(text(form.get('parcelCount'))) || 1));
  const parcels = Array.from({ length: lines }, (_, index): ParcelLine => {
    const field = (name: string) => text(form.get(`parcels.${index}.${name}`));
    const type = field('type');
    return {
      type: (PARCEL_TYPES as readonly string[]).includes(type) ? (type as ParcelType) : 'parcel',
      quantity: numberOrFallback(field('quantity'), DEFAULT_PARCEL_LINE.quantity, 'integer'),
      weight: numberOrFallback(field('weight'), DEFAULT_PARCEL_LINE.weight, 'tenth'),
      length: numberOrFallback(field('length'), DEFAULT_PARCEL_LINE.length, 'integer'),
      width: numberOrFallback(field('width'), DEFAULT_PARCEL_LINE.width, 'integer'),
      height: numberOrFallback(field('height'), DEFAULT_PARCEL_LINE.height, 'integer'),
      ...declaredGoods(field),
    };
  });
  const end = (prefix: End) => ({
    [`${prefix}Location`]: text(form.get(`${prefix}Location`)).trim(),
    [`${prefix}Street`]: text(form.get(`${prefix}Street`)).trim(),
    [`${prefix}Country`]: country(form.get(`${prefix}Country`)),
    [`${prefix}ZipCode`]: text(form.get(`${prefix}ZipCode`)) || null,
    [`${prefix}City`]: text(form.get(`${prefix}City`)) || null,
    [`${prefix}Coordinates`]: coordinates(form.get(`${prefix}Lat`), form.get(`${prefix}Lon`)),
    [`${prefix}Note`]: text(form.get(`${prefix}Note`)),
  });
  return {
    ...defaults,
    ...(end('departure') as Partial<QuoteFormState>),
    ...(end('arrival') as Partial<QuoteFormState>),
    pickupDate: text(form.get('pickupDate')),
    pickupTime: text(form.get('pickupTime')),
    deliveryDate: text(form.get('deliveryDate')),
    deliveryTime: text(form.get('deliveryTime')),
    parcels,
    vehicleType: text(form.get('vehicleType')),
    // Radios post "true" or "false"; an unticked checkbox posts nothing.
    isStackable: form.getAll('isStackable').some(yes),
    isDangerous: form.getAll('isDangerous').some(yes),
    isProfessional: !form.getAll('notProfessional').some(yes),
    userName: text(form.get('userName')),
    userEmail: text(form.get('userEmail')),
    userPhone: text(form.get('userPhone')),
    comments: text(form.get('comments')),
    buyerCountry: country(form.get('buyerCountry')),
    vatNumber: text(form.get('vatNumber')),
  };
}

/** The form is kept for the browser session, so a reload loses nothing. */
export const SESSION_KEY = 'flash.quote-form';

export function restoreFormState(stored: string | null, today: string): QuoteFormState | undefined {
  if (!stored) return undefined;
  try {
    const saved = JSON.parse(stored) as Partial<QuoteFormState>;
    if (typeof saved !== 'object' || saved === null || !Array.isArray(saved.parcels) || saved.parcels.length === 0) return undefined;
    const state = { ...defaultFormState(today), ...saved };
    // A date kept from yesterday would only be pushed forward by the pickup rule: start from today.
    if (state.pickupDate < today) state.pickupDate = today;
    if (state.deliveryDate && state.deliveryDate < state.pickupDate) state.deliveryDate = '';
    return state;
  } catch {
    return undefined;
  }
}
