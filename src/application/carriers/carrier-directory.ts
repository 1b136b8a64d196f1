import { z } from 'zod';
import {
  CARRIER_DOCUMENT_KINDS,
  type Carrier,
  type CarrierDocument,
  type CarrierDocumentFields,
  type DocumentProblem,
  LICENCE_KINDS,
  documentsExpiringSoon,
  vigilanceExpiry,
} from '../../domain/carriers/carrier.ts';
import { FRENCH_REGIONS, type FrenchRegion } from '../../domain/carriers/french-regions.ts';
import { type CarrierRecord, NO_RECORD, carrierStanding } from '../../domain/carriers/tender.ts';
import { isSiren } from '../../domain/account/billing.ts';
import { LANGUAGES } from '../../domain/language.ts';
import { FORM_COUNTRIES } from '../../domain/shipment/countries.ts';
import { normalizeVatNumber, vatNumberCountry } from '../../domain/tax/vat-number.ts';
import { wallClockAt } from '../../domain/shipment/local-time.ts';
import { isUuid } from '../../domain/uuid.ts';
import type { Clock } from '../../ports/clock.ts';
import type { CarrierDirectory, NewCarrier, NewCarrierDocument } from '../../ports/carriers.ts';
import { token } from '../../ports/token.ts';
import { InvalidInput } from '../errors.ts';
import { nameLine, singleLine } from '../inputs/text-fields.ts';
import { parseInput } from '../inputs/parse-input.ts';
import { documentCheck } from './carrier-buying-deps.ts';
import { CarrierEmailTaken, CarrierNotFound } from './carrier-errors.ts';

const required = (max: number) => singleLine(max).pipe(z.string().min(1));
const day = z.iso.date();
/** A list posted as repeated form fields (one value, or none, reads as a list too). */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]), z.array(item));

/** A carrier as staff enter it, checked: a French carrier by its SIREN (INSEE's key), another by its VAT number (its shape). */
export function carrierInput(vehicleClasses: readonly string[]) {
  return z
    .object({
      company: required(200),
      siren: singleLine(20)
        .transform((value) => value.replace(/\s/g, '') || null)
        .nullish()
        .transform((value) => value ?? null),
      vatNumber: singleLine(30)
        .transform((value) => (value ? normalizeVatNumber(value) : null))
        .nullish()
        .transform((value) => value ?? null),
      street: required(200),
      postalCode: required(16),
      city: required(100),
      country: z.enum(FORM_COUNTRIES),
      vehicleClasses: list(z.enum(vehicleClasses as [string, ...string[]])).pipe(z.array(z.string()).min(1)),
      serves: list(z.union([z.enum(FORM_COUNTRIES), z.enum(FRENCH_REGIONS as [FrenchRegion, ...FrenchRegion[]])])).pipe(
        z.array(z.union([z.enum(FORM_COUNTRIES), z.enum(FRENCH_REGIONS as [FrenchRegion, ...FrenchRegion[]])])).min(1),
      ),
      adr: z.union([z.boolean(), z.literal('on').transform(() => true)]).default(false),
      people: z
        .array(
          z.object({
            name: nameLine(200).pipe(z.string().min(1)),
            email: singleLine(254)
              .pipe(z.email())
              .transform((email) => email.toLowerCase()),
            mobile: singleLine(40).pipe(z.string().regex(/^\+[\d ().-]{6,25}$/)),
            language: z.enum(LANGUAGES),
          }),
        )
        .min(1)
        .max(10),
    })
    .superRefine((carrier, context) => {
      if (carrier.siren && !isSiren(carrier.siren))
        context.addIssue({ code: 'custom', path: ['siren'], message: 'sirenInvalid', params: { key: 'sirenInvalid' } });
      if (carrier.vatNumber && !vatNumberCountry(carrier.vatNumber))
        context.addIssue({ code: 'custom', path: ['vatNumber'], message: 'vatNumberInvalid', params: { key: 'vatNumberInvalid' } });
      if (carrier.country === 'FR' ? !carrier.siren : !carrier.vatNumber)
        context.addIssue({
          code: 'custom',
          path: [carrier.country === 'FR' ? 'siren' : 'vatNumber'],
          message: 'required',
          params: { key: 'required' },
        });
    });
}

/** A document as staff enter it; a certificate of vigilance lasts six months from its issue whatever is typed. */
export const carrierDocumentInput = z
  .object({
    kind: z.enum(CARRIER_DOCUMENT_KINDS),
    number: required(100),
    issuedOn: day,
    expiresOn: day.optional(),
    licence: z.enum(LICENCE_KINDS).optional(),
    insurer: singleLine(200).optional(),
    coverEuros: z.coerce.number().min(0).max(100_000_000).optional(),
  })
  .transform((input, context): CarrierDocumentFields => {
    const common = { number: input.number, issuedOn: input.issuedOn };
    if (input.kind === 'vigilance') return { ...common, kind: 'vigilance', expiresOn: vigilanceExpiry(input.issuedOn) };
    if (!input.expiresOn || input.expiresOn < input.issuedOn) {
      context.addIssue({ code: 'custom', path: ['expiresOn'], message: 'invalid' });
      return z.NEVER;
    }
    if (input.kind === 'licence') return { ...common, kind: 'licence', expiresOn: input.expiresOn, licence: input.licence ?? 'community' };
    if (!input.insurer || input.coverEuros === undefined) {
      context.addIssue({ code: 'custom', path: [input.insurer ? 'coverEuros' : 'insurer'], message: 'required' });
      return z.NEVER;
    }
    return { ...common, kind: 'insurance', expiresOn: input.expiresOn, insurer: input.insurer, coverEuros: input.coverEuros };
  });

/** A scan as uploaded: PDF, JPEG or PNG, recognised by its first bytes, at most 5 MB. */
export const DOCUMENT_FILE_MAX_BYTES = 5 * 1024 * 1024;
const SIGNATURES: Array<[type: string, bytes: number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The type a file's first bytes say it is, or undefined when it is none of those. */
export function documentFileType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte))?.[0];
}

/** A carrier as the directory shows it: what stops an award today, what expires soon, its record and standing. */
export interface DirectoryEntry {
  carrier: Carrier;
  problems: DocumentProblem[];
  expiringSoon: CarrierDocument[];
  record: CarrierRecord;
  standing: number;
}

export interface CarrierDirectoryServices {
  list(): Promise<DirectoryEntry[]>;
  view(carrierId: string): Promise<DirectoryEntry>;
  register(input: unknown): Promise<Carrier>;
  /** A document recorded by staff (checked as they record it) or uploaded by one of the carrier's people (waiting for a check). */
  recordDocument(
    carrierId: string,
    input: unknown,
    file: { name: string; bytes: Uint8Array } | null,
    recordedBy: NewCarrierDocument['recordedBy'],
  ): Promise<void>;
  documentFile(carrierId: string, documentId: string): Promise<{ name: string; type: string; bytes: Uint8Array }>;
  /** A carrier's upload checked by a staff member against its scan: from then it counts. */
  checkDocument(staffUserId: string, carrierId: string, documentId: string): Promise<void>;
}
export const CarrierDirectoryServices = token<CarrierDirectoryServices>('CarrierDirectoryServices');

export function makeCarrierDirectoryServices(deps: {
  directory: CarrierDirectory;
  clock: Clock;
  vehicleClasses: readonly string[];
}): CarrierDirectoryServices {
  const schema = carrierInput(deps.vehicleClasses);
  async function entries(carriers: Carrier[]): Promise<DirectoryEntry[]> {
    const today = wallClockAt(deps.clock.now()).date;
    const ids = carriers.map((carrier) => carrier.id);
    const [records, problemsOf] = await Promise.all([deps.directory.records(ids), documentCheck(deps, ids)]);
    return carriers.map((carrier) => {
      const record = records.get(carrier.id) ?? NO_RECORD;
      return {
        carrier,
        problems: problemsOf(carrier, 0),
        expiringSoon: documentsExpiringSoon(carrier, today),
        record,
        standing: carrierStanding(record),
      };
    });
  }
  return {
    list: async () => entries(await deps.directory.all()),
    async view(carrierId) {
      const carrier = await deps.directory.byId(carrierId);
      if (!carrier) throw new CarrierNotFound(carrierId);
      return (await entries([carrier]))[0]!;
    },
    async register(input) {
      const { street, postalCode, city, country, ...rest } = parseInput(schema, input);
      const carrier: NewCarrier = { ...rest, address: { street, postalCode, city, country } };
      const added = await deps.directory.add(carrier);
      if (!added) throw new CarrierEmailTaken();
      return added;
    },
    async recordDocument(carrierId, input, file, recordedBy) {
      const document = parseInput(carrierDocumentInput, input);
      let kept: NewCarrierDocument['file'] = null;
      if (file && file.bytes.length > 0) {
        const type = documentFileType(file.bytes);
        if (!type || file.bytes.length > DOCUMENT_FILE_MAX_BYTES) throw new InvalidInput([{ field: 'file', key: 'invalid' }]);
        kept = { name: file.name.replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 200) || 'document', type, bytes: file.bytes };
      }
      if (!(await deps.directory.addDocument(carrierId, { ...document, file: kept, recordedBy }))) throw new CarrierNotFound(carrierId);
    },
    async documentFile(carrierId, documentId) {
      const file = isUuid(documentId) ? await deps.directory.documentFile(carrierId, documentId) : undefined;
      if (!file) throw new CarrierNotFound(documentId);
      return file;
    },
    async checkDocument(staffUserId, carrierId, documentId) {
      const checked = isUuid(documentId) && (await deps.directory.checkDocument(carrierId, documentId, staffUserId, deps.clock.now()));
      if (!checked) throw new CarrierNotFound(documentId);
    },
  };
}
