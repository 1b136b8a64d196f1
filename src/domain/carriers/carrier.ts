import type { Language } from '../language.ts';
import type { CountryCode } from '../shipment/countries.ts';
import { type FrenchRegion, frenchRegionOf } from './french-regions.ts';

// A carrier of the directory: who it is, who answers for it, what it runs and where, and the
// documents without which Flash may not give it a job.

/** A carrier's person: who is offered jobs and signs in to the carrier's pages. */
export interface CarrierPerson {
  id: string;
  name: string;
  email: string;
  /** international form (+33…): the offers' text messages go there */
  mobile: string;
  language: Language;
}

export const CARRIER_DOCUMENT_KINDS = ['licence', 'insurance', 'vigilance'] as const;
/**
 * licence: the licence communautaire or licence de transport intérieur; insurance: goods in
 * transit; vigilance: the URSSAF certificate of vigilance (Code du travail L8222-1, D8222-5).
 */
export type CarrierDocumentKind = (typeof CARRIER_DOCUMENT_KINDS)[number];

export const LICENCE_KINDS = ['community', 'domestic'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/**
 * A document as staff recorded it, or as the carrier uploaded it; dates are calendar days
 * (YYYY-MM-DD). What a carrier uploads counts once a staff member has checked it against its scan.
 */
export type CarrierDocument = {
  id: string;
  /** recorded by staff, or uploaded by the carrier and checked since */
  checked: boolean;
  /** the licence's, policy's or certificate's number */
  number: string;
  issuedOn: string;
  /** the last day it is valid */
  expiresOn: string;
  /** the scan kept with it, if one was uploaded */
  file: { name: string; type: string } | null;
} & ({ kind: 'licence'; licence: LicenceKind } | { kind: 'insurance'; insurer: string; coverEuros: number } | { kind: 'vigilance' });

/** A document's fields, kind by kind, without its id, scan and check. */
export type CarrierDocumentFields = CarrierDocument extends infer Document
  ? Document extends CarrierDocument
    ? Omit<Document, 'id' | 'file' | 'checked'>
    : never
  : never;

export interface Carrier {
  id: string;
  company: string;
  /** French carriers: the SIREN; others: the VAT number */
  siren: string | null;
  vatNumber: string | null;
  address: { street: string; postalCode: string; city: string; country: CountryCode };
  people: CarrierPerson[];
  /** the catalogue's vehicle classes it runs */
  vehicleClasses: string[];
  /** the countries it picks up in, and for France the regions */
  serves: Array<CountryCode | FrenchRegion>;
  /** drivers and vehicles fit for dangerous goods (ADR) */
  adr: boolean;
  documents: CarrierDocument[];
}

/** The year's total with one carrier from which its certificate of vigilance is asked (D8222-5: 5,000 € excl. VAT). */
export const VIGILANCE_THRESHOLD_EUROS = 5_000;
/** A certificate of vigilance is asked again every six months while the contract runs. */
export const VIGILANCE_MONTHS = 6;
/** Staff are warned this many days before a document expires. */
export const EXPIRY_WARNING_DAYS = 14;

/** The last day a certificate of vigilance issued on `issuedOn` may be relied on: six months, less a day. */
export function vigilanceExpiry(issuedOn: string): string {
  const [year, month, day] = issuedOn.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1 + VIGILANCE_MONTHS, day - 1));
  return end.toISOString().slice(0, 10);
}

/** The documents a job for `carrier` needs, given the year's total with it once this job is counted. */
export function requiredDocuments(carrier: Pick<Carrier, 'address'>, yearTotalWithJobEuros: number): CarrierDocumentKind[] {
  const french = carrier.address.country === 'FR';
  return ['licence', 'insurance', ...(french && yearTotalWithJobEuros >= VIGILANCE_THRESHOLD_EUROS ? (['vigilance'] as const) : [])];
}

/**
 * Why a carrier cannot be given a job now: each required document missing, expired on `day`, or
 * only uploaded by the carrier and not yet checked by staff.
 */
export interface DocumentProblem {
  kind: CarrierDocumentKind;
  problem: 'missing' | 'expired' | 'unchecked';
  /** the last day the latest one was valid, when expired */
  expiredOn?: string;
}

/** The latest document of each kind (the one valid longest). */
export function latestDocuments(documents: readonly CarrierDocument[]): Map<CarrierDocumentKind, CarrierDocument> {
  const latest = new Map<CarrierDocumentKind, CarrierDocument>();
  for (const document of documents) {
    const kept = latest.get(document.kind);
    if (!kept || kept.expiresOn < document.expiresOn) latest.set(document.kind, document);
  }
  return latest;
}

/** What stops an award on `day` (YYYY-MM-DD, Paris); empty when the carrier may be given the job. */
export function documentProblems(
  carrier: Pick<Carrier, 'address' | 'documents'>,
  day: string,
  yearTotalWithJobEuros: number,
): DocumentProblem[] {
  const latest = latestDocuments(carrier.documents.filter((document) => document.checked));
  const uploaded = latestDocuments(carrier.documents.filter((document) => !document.checked));
  return requiredDocuments(carrier, yearTotalWithJobEuros).flatMap((kind): DocumentProblem[] => {
    const document = latest.get(kind);
    if (document && document.issuedOn <= day && document.expiresOn >= day) return [];
    // A carrier's own upload that would do, once staff have checked it.
    const waiting = uploaded.get(kind);
    if (waiting && waiting.issuedOn <= day && waiting.expiresOn >= day) return [{ kind, problem: 'unchecked' }];
    if (!document || document.issuedOn > day) return [{ kind, problem: 'missing' }];
    return [{ kind, problem: 'expired', expiredOn: document.expiresOn }];
  });
}

/** The last day the expiry warning reaches from `day`: a document that expires by then is chased. */
function expiryWarningUntil(day: string): string {
  const horizon = new Date(`${day}T00:00:00Z`);
  horizon.setUTCDate(horizon.getUTCDate() + EXPIRY_WARNING_DAYS);
  return horizon.toISOString().slice(0, 10);
}

/** The documents that expire within the warning's days of `day` (or have expired), for staff to chase. */
export function documentsExpiringSoon(carrier: Pick<Carrier, 'documents'>, day: string): CarrierDocument[] {
  const until = expiryWarningUntil(day);
  return [...latestDocuments(carrier.documents.filter((document) => document.checked)).values()].filter(
    (document) => document.expiresOn <= until,
  );
}

export type DocumentStanding = 'valid' | 'expiringSoon' | 'expired' | 'unchecked';

/** Where one document stands on `day`, as its carrier sees it. */
export function documentStanding(document: CarrierDocument, day: string): DocumentStanding {
  if (!document.checked) return 'unchecked';
  if (document.expiresOn < day) return 'expired';
  return document.expiresOn <= expiryWarningUntil(day) ? 'expiringSoon' : 'valid';
}

/** What a job asks of a carrier. */
export interface JobNeeds {
  vehicleClass: string;
  dangerous: boolean;
  pickupCountry: CountryCode;
  /** the pickup's place, postal code first */
  pickupPlace: string;
}

/** Whether the carrier runs the job's vehicle, carries its dangerous goods and serves its pickup. */
export function carrierFits(carrier: Pick<Carrier, 'vehicleClasses' | 'adr' | 'serves'>, job: JobNeeds): boolean {
  if (!carrier.vehicleClasses.includes(job.vehicleClass)) return false;
  if (job.dangerous && !carrier.adr) return false;
  const served = new Set<string>(carrier.serves);
  if (job.pickupCountry !== 'FR') return served.has(job.pickupCountry);
  const region = frenchRegionOf(job.pickupPlace);
  return served.has('FR') || (region !== undefined && served.has(region));
}
