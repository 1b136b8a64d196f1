import { z } from 'zod';
import { LANGUAGES } from '../../domain/language.ts';
import { STREET_MAX_LENGTH } from '../../domain/shipment/address-line.ts';
import { FORM_COUNTRIES } from '../../domain/shipment/countries.ts';
import { PARCEL_LINE_LIMITS, PARCEL_TYPES } from '../../domain/shipment/parcel-line.ts';
import { COMMENTS_MAX_LENGTH, DRIVER_NOTE_MAX_LENGTH } from '../../domain/shipment/validate-shipment.ts';
import { calendarDate, multiLine, nameLine, singleLine } from './text-fields.ts';

// One schema per input, shared by the browser form and the BFF. They check shapes and types;
// the business rules (required fields, minimums, dates) are the domain's, with the spec's keys.

const text = singleLine;
const optionalText = (max: number) => text(max).nullish();
const date = calendarDate;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'expected HH:MM');
const coordinates = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });
const country = z.enum(FORM_COUNTRIES);

// The domain checks each number against its bounds (with its own message); the bounds are also
// written into the schema, for the API's reference page and OpenAPI document.
const bounds = (description: string, limits: Record<string, number>) => ({ description, ...limits });

/** ADR 5.4.1.1.1 per line; the domain checks the number's shape, the class and the packing group. */
export const dangerousGoodsInput = z.object({
  unNumber: text(12).default(''),
  // Longer than the 200 allowed, so that the domain answers with its own key (shippingNameMax).
  properShippingName: text(1_000).default(''),
  adrClass: text(5).default(''),
  packingGroup: optionalText(5),
});

export const parcelLineInput = z.object({
  type: z.enum(PARCEL_TYPES).default('parcel'),
  quantity: z
    .number()
    .int()
    .meta(bounds('units of this line', { minimum: 1, maximum: PARCEL_LINE_LIMITS.quantity })),
  weight: z.number().meta(bounds('kg per unit', { exclusiveMinimum: 0, maximum: PARCEL_LINE_LIMITS.weight })),
  length: z.number().meta(bounds('cm', { exclusiveMinimum: 0, maximum: PARCEL_LINE_LIMITS.length })),
  width: z.number().meta(bounds('cm', { exclusiveMinimum: 0, maximum: PARCEL_LINE_LIMITS.width })),
  height: z.number().meta(bounds('cm', { exclusiveMinimum: 0, maximum: PARCEL_LINE_LIMITS.height })),
  dangerousGoods: dangerousGoodsInput.nullish(),
});

/** POST /api/quotes: the quote form (spec §3 "Quote form state"). */
export const quoteFormInput = z.object({
  departureLocation: text(300).default(''),
  departureStreet: optionalText(STREET_MAX_LENGTH),
  departureCountry: country.default('FR'),
  departureZipCode: optionalText(20),
  departureCity: optionalText(200),
  departureCoordinates: coordinates.nullish(),
  arrivalLocation: text(300).default(''),
  arrivalStreet: optionalText(STREET_MAX_LENGTH),
  arrivalCountry: country.default('FR'),
  arrivalZipCode: optionalText(20),
  arrivalCity: optionalText(200),
  arrivalCoordinates: coordinates.nullish(),
  pickupDate: date.nullish(),
  pickupTime: time.nullish(),
  deliveryDate: date.nullish(),
  deliveryTime: time.nullish(),
  parcels: z.array(parcelLineInput).min(1).max(50),
  vehicleType: text(20)
    .meta({
      description:
        'a vehicle class code (GET /vehicles), or `unknown`: choose for me — the smallest class from FRG1 up that carries the goods; left out, the same',
    })
    .nullish(),
  shippingType: z.enum(PARCEL_TYPES).default('parcel'),
  isStackable: z.boolean().default(true),
  isDangerous: z.boolean().default(false),
  isProfessional: z.boolean().default(true),
  userName: optionalText(200),
  userEmail: optionalText(254),
  userPhone: optionalText(40),
  // Longer than the 500 allowed, so that the domain answers with its own key (commentsMax).
  comments: multiLine(5_000).meta({ maxLength: COMMENTS_MAX_LENGTH }).nullish(),
  departureNote: multiLine(5_000).meta({ maxLength: DRIVER_NOTE_MAX_LENGTH, description: 'for the driver at pickup' }).nullish(),
  arrivalNote: multiLine(5_000).meta({ maxLength: DRIVER_NOTE_MAX_LENGTH, description: 'for the driver at delivery' }).nullish(),
  buyerCountry: country.nullish(),
  vatNumber: optionalText(40),
  language: z.enum(LANGUAGES).default('fr'),
});

/** PUT /api/quotes/{id}/contact and POST /api/quotes/{id}/callback. */
export const contactInput = z.object({
  firstName: nameLine(100).default(''),
  lastName: nameLine(100).default(''),
  company: nameLine(200).default(''),
  email: text(254).default(''),
  phone: optionalText(40),
});

/** POST /api/quotes/{id}/confirm. */
export const confirmInput = z.object({ selectedOffer: singleLine(40).pipe(z.string().min(1)) });

/** GET /api/addresses. */
export const addressQueryInput = z.object({ query: singleLine(200).default(''), country: country.default('FR') });

/** POST /api/vehicle-options. */
export const vehicleNeedsInput = z.object({
  parcels: z.array(parcelLineInput).min(1).max(50),
  isStackable: z.boolean().default(true),
  isDangerous: z.boolean().default(false),
});
