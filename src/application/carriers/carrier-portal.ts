import { type CarrierDocument, type DocumentProblem, type DocumentStanding, documentStanding } from '../../domain/carriers/carrier.ts';
import type { OfferAnswer } from '../../domain/carriers/tender.ts';
import type { Language } from '../../domain/language.ts';
import { wallClockAt } from '../../domain/shipment/local-time.ts';
import type { TransportState } from '../../domain/transport/transport-lifecycle.ts';
import type { CarrierAccess, CarrierOfferLine, CarrierPortalPerson } from '../../ports/carrier-access.ts';
import type { RateLimiter } from '../../ports/rate-limiter.ts';
import type { CarrierDirectory } from '../../ports/carriers.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import {
  type AuthenticateShipper,
  type RequestSignInLink,
  type SignInWithLink,
  type SignOutShipper,
  makeAuthenticateShipper,
  makeRequestSignInLink,
  makeSignInWithLink,
  makeSignOutShipper,
} from '../account/account-access.ts';
import { token } from '../../ports/token.ts';
import type { Actor } from '../actor.ts';
import { InvalidInput } from '../errors.ts';
import { documentCheck, placeOnly } from './carrier-buying-deps.ts';
import type { CarrierDirectoryServices } from './carrier-directory.ts';
import { CarrierNotFound } from './carrier-errors.ts';
import { carrierOfferLink } from './offer-link.ts';

import type { Purchasing } from './purchasing.ts';
import type { PurchaseStatus, ReceivedPurchase } from '../../ports/purchase-invoices.ts';
import type { PurchaseDifference } from '../../domain/carriers/purchase-invoice.ts';
import { SELF_BILLING_MANDATE_VERSION, type SelfBillingMandate, contestOpen } from '../../domain/carriers/self-billing.ts';

// What a carrier's people see once signed in: the offers made to their company, the jobs it
// was given, its documents and what they still lack; and where they upload a document.

/** The offers a carrier's page lists: enough for a busy month. */
const OFFERS_LISTED = 100;

/** An offer as the carrier's page lists it: towns only, and nothing of a job another carrier took but that it is taken. */
export type PortalOffer = {
  reference: string;
  from: string;
  fromCountry: string;
  to: string;
  toCountry: string;
} & (
  | {
      status: 'open' | 'answered' | 'closed';
      pickupFrom: string | null;
      deliveryBy: string | null;
      priceEuros: number;
      deadline: string;
      answer: OfferAnswer | null;
      /** the offer's own page, while it is open */
      link: string | null;
    }
  | { status: 'taken' }
  | {
      status: 'awarded';
      pickupFrom: string | null;
      deliveryBy: string | null;
      /** the agreed price excl. VAT */
      priceEuros: number;
      confirmed: boolean;
      transportState: TransportState;
      /** the job's page: the transport order, the driver, the consignment note */
      link: string;
    }
);

export interface PortalDocument {
  document: CarrierDocument;
  status: DocumentStanding;
}

/** One of the carrier's invoices to Flash, as its page lists it: to pay by when, paid, or held and why. */
export interface PortalInvoice {
  id: string;
  fileName: string;
  /** null while a plain PDF waits for staff to type it in */
  number: string | null;
  issueDate: string | null;
  includingTax: number | null;
  dueDate: string | null;
  status: PurchaseStatus;
  differences: PurchaseDifference[];
  paidOn: string | null;
  /** drawn up by Flash on the carrier's behalf */
  selfBilled: boolean;
  /** the carrier's contest of it, and Flash's answer once given */
  contest: ReceivedPurchase['contest'];
  /** a self-billed invoice it may still contest */
  contestable: boolean;
}

export interface CarrierPortalView {
  company: string;
  name: string;
  offers: PortalOffer[];
  documents: PortalDocument[];
  /** its invoices to Flash, newest first */
  invoices: PortalInvoice[];
  /** its consent to self-billing in force, and the text's version it would accept now */
  mandate: { current: SelfBillingMandate | null; version: string };
  /** what stops Flash giving the carrier a job today */
  problems: DocumentProblem[];
}

export interface CarrierPortalServices {
  overview(actor: Actor, language: Language): Promise<CarrierPortalView>;
  /** A document the carrier's person uploads, with its scan: it counts once staff have checked it. */
  uploadDocument(actor: Actor, input: unknown, file: { name: string; bytes: Uint8Array } | null): Promise<void>;
  /** A scan of the carrier's own documents; 404 for any other. */
  documentFile(actor: Actor, documentId: string): Promise<{ name: string; type: string; bytes: Uint8Array }>;
  /** An invoice of the carrier's to Flash (Factur-X, CII, UBL or a PDF): matched to its jobs, or refused with why. */
  uploadInvoice(actor: Actor, file: { name: string; bytes: Uint8Array } | null): Promise<void>;
  /** The carrier's person contests one of its self-billed invoices, saying why; 404 for another's. */
  contestInvoice(actor: Actor, invoiceId: string, reason: string): Promise<void>;
  /** The carrier's person consents to self-billing (the mandate's current text), or ends the consent. */
  mandate(actor: Actor, decision: 'accept' | 'revoke'): Promise<void>;
  /** One of the carrier's own invoices as it sent it; 404 for any other. */
  invoiceFile(actor: Actor, invoiceId: string): Promise<{ name: string; type: string; bytes: Uint8Array }>;
}
export const CarrierPortalServices = token<CarrierPortalServices>('CarrierPortalServices');

function carrierPersonOf(actor: Actor): CarrierPortalPerson {
  if (actor.kind !== 'carrierPerson') throw new CarrierNotFound('not a carrier’s person');
  return actor.person;
}

export function makeCarrierPortalServices(deps: {
  access: Pick<CarrierAccess, 'offers'>;
  directory: Pick<CarrierDirectory, 'byId' | 'yearTotals'>;
  directoryServices: Pick<CarrierDirectoryServices, 'recordDocument' | 'documentFile'>;
  purchasing: Pick<Purchasing, 'list' | 'receive' | 'file' | 'mandateOf' | 'acceptMandate' | 'revokeMandate' | 'contest'>;
  secrets: Pick<Secrets, 'sign'>;
  clock: Clock;
}): CarrierPortalServices {
  function offerOf(line: CarrierOfferLine, carrierId: string, language: Language, now: Date): PortalOffer {
    const lane = {
      reference: line.reference,
      from: placeOnly(line.route.from, line.route.fromCountry),
      fromCountry: line.route.fromCountry,
      to: placeOnly(line.route.to, line.route.toCountry),
      toCountry: line.route.toCountry,
    };
    if (line.award && !line.award.ours) return { ...lane, status: 'taken' };
    const link = carrierOfferLink(deps.secrets, '', { tenderId: line.tenderId, carrierId }, language);
    const when = { pickupFrom: line.pickupFrom, deliveryBy: line.deliveryBy };
    if (line.award?.ours)
      return {
        ...lane,
        ...when,
        status: 'awarded',
        priceEuros: line.award.priceEuros,
        confirmed: line.award.confirmedAt !== null,
        transportState: line.transportState,
        link,
      };
    const closed = now.getTime() >= Date.parse(line.deadline);
    return {
      ...lane,
      ...when,
      status: closed ? 'closed' : line.answer ? 'answered' : 'open',
      priceEuros: line.priceEuros,
      deadline: line.deadline,
      answer: line.answer,
      link: closed ? null : link,
    };
  }

  return {
    async overview(actor, language) {
      const person = carrierPersonOf(actor);
      const { carrierId } = person;
      const now = deps.clock.now();
      const today = wallClockAt(now).date;
      const [carrier, lines, problemsOf, purchases, mandate] = await Promise.all([
        deps.directory.byId(carrierId),
        deps.access.offers(carrierId, OFFERS_LISTED),
        documentCheck(deps, [carrierId]),
        deps.purchasing.list({ carrierId }),
        deps.purchasing.mandateOf(carrierId),
      ]);
      if (!carrier) throw new CarrierNotFound(carrierId);
      return {
        company: carrier.company,
        name: person.name,
        offers: lines.map((line) => offerOf(line, carrierId, language, now)),
        documents: [...carrier.documents].reverse().map((document) => ({ document, status: documentStanding(document, today) })),
        problems: problemsOf(carrier, 0),
        invoices: purchases.map((purchase) => ({
          id: purchase.id,
          fileName: purchase.file.name,
          number: purchase.data?.number ?? null,
          issueDate: purchase.data?.issueDate ?? null,
          includingTax: purchase.data?.totals.includingTax ?? null,
          dueDate: purchase.dueDate,
          status: purchase.status,
          differences: purchase.differences,
          paidOn: purchase.paidOn,
          selfBilled: purchase.receivedVia === 'selfBilled',
          contest: purchase.contest,
          contestable:
            purchase.receivedVia === 'selfBilled' &&
            purchase.status === 'matched' &&
            purchase.data?.typeCode === '389' &&
            !purchase.paidOn &&
            !purchase.contest &&
            contestOpen(purchase.data.issueDate, today),
        })),
        mandate: { current: mandate ?? null, version: SELF_BILLING_MANDATE_VERSION },
      };
    },

    async contestInvoice(actor, invoiceId, reason) {
      const { carrierId, id: personId } = carrierPersonOf(actor);
      if (!(await deps.purchasing.contest(carrierId, personId, invoiceId, reason))) throw new CarrierNotFound('not one of its invoices');
    },

    async mandate(actor, decision) {
      const { carrierId, id: personId } = carrierPersonOf(actor);
      if (decision === 'accept') await deps.purchasing.acceptMandate(carrierId, personId);
      else await deps.purchasing.revokeMandate(carrierId, personId);
    },

    async uploadInvoice(actor, file) {
      const { carrierId, id: carrierPersonId } = carrierPersonOf(actor);
      if (!file || file.bytes.length === 0) throw new InvalidInput([{ field: 'invoice', key: 'required' }]);
      // Its type is read from its bytes; its seller must be the carrier itself.
      await deps.purchasing.receive({ ...file, type: '' }, { via: 'carrier', carrierId, carrierPersonId });
    },

    async invoiceFile(actor, invoiceId) {
      const file = await deps.purchasing.file(invoiceId, carrierPersonOf(actor).carrierId);
      if (!file) throw new CarrierNotFound('not one of its invoices');
      return file;
    },

    async uploadDocument(actor, input, file) {
      const { carrierId, id: personId } = carrierPersonOf(actor);
      // Staff check what a carrier declares against its scan: no scan, nothing to check.
      if (!file || file.bytes.length === 0) throw new InvalidInput([{ field: 'file', key: 'required' }]);
      await deps.directoryServices.recordDocument(carrierId, input, file, { carrierPersonId: personId });
    },

    documentFile: (actor, documentId) => deps.directoryServices.documentFile(carrierPersonOf(actor).carrierId, documentId),
  };
}

/** How a carrier's people sign in to their pages: a link by email, a session of their own (account-access.ts). */
export interface CarrierSignIn {
  requestLink: RequestSignInLink;
  signIn: SignInWithLink<CarrierPortalPerson>;
  authenticate: AuthenticateShipper<CarrierPortalPerson>;
  signOut: SignOutShipper;
}
export const CarrierSignIn = token<CarrierSignIn>('CarrierSignIn');

export function makeCarrierSignIn(deps: {
  access: CarrierAccess;
  limiter: RateLimiter;
  secrets: Secrets;
  clock: Clock;
  siteUrl: string;
  idleMinutes: number;
}): CarrierSignIn {
  const { access: accounts, ...rest } = deps;
  return {
    requestLink: makeRequestSignInLink({ ...rest, accounts, pages: 'carrier' }),
    signIn: makeSignInWithLink<CarrierPortalPerson>({ ...rest, accounts }),
    authenticate: makeAuthenticateShipper<CarrierPortalPerson>({ ...rest, accounts }),
    signOut: makeSignOutShipper({ ...rest, accounts }),
  };
}
