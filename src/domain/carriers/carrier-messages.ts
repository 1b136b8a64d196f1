import type { Language } from '../language.ts';

// What Flash tells a carrier's person about a job: the offer (by email and by text message),
// the award with its transport order, or that another carrier took it. Never the shipper nor
// the sale price.

/** The job as an offer shows it: towns and postal codes only. */
export interface OfferLane {
  /** the quote's reference (FL-7K3Q-9M2X) */
  reference: string;
  from: string;
  to: string;
  /** ISO 8601: when the offer closes */
  deadline: string;
  priceEuros: number;
}

export interface CarrierOfferSummary {
  /** the person's name */
  name: string;
  company: string;
  language: Language;
  offer: OfferLane;
  link: string;
}

/** The offer as a text message to the person's mobile. */
export interface CarrierOfferSms {
  /** the mobile, as the directory holds it */
  to: string;
  language: Language;
  offer: OfferLane;
  link: string;
}

export interface CarrierAwardSummary {
  name: string;
  company: string;
  language: Language;
  reference: string;
  from: string;
  to: string;
  priceEuros: number;
  /** where the carrier confirms and names the driver, and reads the transport order */
  link: string;
  /** the award, to fetch the transport order attached */
  quoteRequestId: string;
}

export interface CarrierJobTakenSummary {
  name: string;
  language: Language;
  reference: string;
  from: string;
  to: string;
}

/** A self-billed invoice or credit note Flash drew up on the carrier's behalf; its Factur-X goes attached. */
export interface SelfBilledSummary {
  name: string;
  company: string;
  language: Language;
  /** the purchase kept, to fetch the file attached */
  purchaseInvoiceId: string;
  number: string;
  kind: 'invoice' | 'creditNote';
  totalIncludingTax: number;
  issueDate: string;
  /** an invoice's; null for a credit note */
  dueDate: string | null;
  /** a credit note's or corrected invoice's invoice, by its number */
  refersTo: string | null;
  /** days the carrier has to contest an invoice */
  contestDays: number;
  /** the carriers' pages, where every invoice is and a contest is made */
  link: string;
}
