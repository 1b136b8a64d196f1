import { type Carrier, type DocumentProblem, documentProblems } from '../../domain/carriers/carrier.ts';
import { wallClockAt } from '../../domain/shipment/local-time.ts';
import type { CarrierAwardSummary, CarrierJobTakenSummary, OfferLane } from '../../domain/carriers/carrier-messages.ts';
import type { CarrierAward, Tender } from '../../domain/carriers/tender.ts';
import type { Notification } from '../../domain/notifications/notification.ts';
import type { OperatorIdentity } from '../../domain/operator.ts';
import { VEHICLE_CODES } from '../../domain/pricing/vehicles.ts';
import { splitAddressLine } from '../../domain/shipment/address-line.ts';
import { DEFAULT_COUNTRY, isFormCountry } from '../../domain/shipment/countries.ts';
import type { CarrierBuying, CarrierDirectory } from '../../ports/carriers.ts';
import type { Clock } from '../../ports/clock.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import type { TransportLog, TransportRecord } from '../../ports/transport-log.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';
import type { ViewQuoteDocument } from '../quote-document.ts';
import type { MoveTransport } from '../transport/move-transport.ts';
import { carrierOfferLink } from './offer-link.ts';

// What buying a transport from a carrier uses, and the messages every award sends.

export interface CarrierBuyingDeps {
  directory: CarrierDirectory;
  buying: CarrierBuying;
  log: TransportLog;
  viewDocument: ViewQuoteDocument;
  renderer: QuoteDocumentRenderer;
  webhooks: Pick<WebhookEndpoints, 'forQuoteRequest'>;
  secrets: Secrets;
  siteUrl: string;
  clock: Clock;
  outbox: { wake(): void };
  operator: OperatorIdentity;
  /** the share of the sale excl. VAT a tender proposes to pay */
  priceShare: number;
  /** the catalogue's name of a vehicle class */
  vehicleName: (vehicleClass: string) => string;
  /** an agent's step on the transport: a booking by hand */
  moveTransport: MoveTransport;
}

/** The catalogue's class of the vehicle a request asks (the form's own values are classes of it). */
export function vehicleClassOf(vehicleType: string): string {
  return (VEHICLE_CODES as Record<string, string>)[vehicleType] ?? vehicleType.toUpperCase();
}

/** One end as an offer names it: the postal code and town of what was typed, never the street. */
export function placeOnly(line: string, country: string): string {
  return splitAddressLine(line, isFormCountry(country) ? country : DEFAULT_COUNTRY).place;
}

/** The job as offers and their messages show it: towns and postal codes, never the street nor the shipper. */
export function laneOf(record: TransportRecord, tender: Pick<Tender, 'deadline' | 'priceEuros'>): OfferLane {
  return {
    reference: record.reference,
    from: placeOnly(record.route.from, record.route.fromCountry),
    to: placeOnly(record.route.to, record.route.toCountry),
    deadline: tender.deadline,
    priceEuros: tender.priceEuros,
  };
}

export const siteOf = (deps: Pick<CarrierBuyingDeps, 'siteUrl'>) => deps.siteUrl.replace(/\/$/, '');

/**
 * What an award tells: the carrier awarded gets the transport order (its people, each in their
 * language, with the link that confirms it); every other carrier offered the job that did not
 * decline is told it is taken.
 */
export function awardNotifications(
  deps: Pick<CarrierBuyingDeps, 'secrets' | 'siteUrl'>,
  record: TransportRecord,
  award: Pick<CarrierAward, 'carrierId' | 'priceEuros' | 'tenderId'>,
  winner: Carrier,
  tenders: readonly Tender[],
  others: ReadonlyMap<string, Carrier>,
): Notification[] {
  const awarded: Notification[] = award.tenderId
    ? winner.people.map((person) => {
        const summary: CarrierAwardSummary = {
          name: person.name,
          company: winner.company,
          language: person.language,
          reference: record.reference,
          from: placeOnly(record.route.from, record.route.fromCountry),
          to: placeOnly(record.route.to, record.route.toCountry),
          priceEuros: award.priceEuros,
          link: carrierOfferLink(deps.secrets, siteOf(deps), { tenderId: award.tenderId!, carrierId: winner.id }, person.language),
          quoteRequestId: record.quoteRequestId,
        };
        return {
          kind: 'carrier-award',
          audience: 'carrier',
          email: person.email,
          language: person.language,
          reference: record.quoteRequestId,
          summary,
        };
      })
    : [];
  const told = new Set<string>([winner.id]);
  const taken: Notification[] = [];
  for (const offer of tenders.flatMap((tender) => tender.offers)) {
    if (told.has(offer.carrierId) || offer.answer?.kind === 'decline') continue;
    told.add(offer.carrierId);
    for (const person of others.get(offer.carrierId)?.people ?? []) {
      const summary: CarrierJobTakenSummary = {
        name: person.name,
        language: person.language,
        reference: record.reference,
        from: placeOnly(record.route.from, record.route.fromCountry),
        to: placeOnly(record.route.to, record.route.toCountry),
      };
      taken.push({
        kind: 'carrier-job-taken',
        audience: 'carrier',
        email: person.email,
        language: person.language,
        reference: record.quoteRequestId,
        summary,
      });
    }
  }
  return [...awarded, ...taken];
}

/**
 * What stops a job going to one of these carriers today, by the price it would be paid: the
 * documents the law asks once the year's total with the carrier, this job counted, reaches the
 * vigilance threshold. The year's totals are read once, before any lock is taken.
 */
export async function documentCheck(
  deps: { directory: Pick<CarrierDirectory, 'yearTotals'>; clock: Clock },
  carrierIds: readonly string[],
): Promise<(carrier: Carrier, priceEuros: number) => DocumentProblem[]> {
  const day = wallClockAt(deps.clock.now()).date;
  const totals = await deps.directory.yearTotals(carrierIds, Number(day.slice(0, 4)));
  return (carrier, priceEuros) => documentProblems(carrier, day, (totals.get(carrier.id) ?? 0) + priceEuros);
}

/** The carriers of these tenders, by id, read once. */
export async function carriersOf(directory: CarrierDirectory, ids: Iterable<string>): Promise<Map<string, Carrier>> {
  const carriers = await Promise.all([...new Set(ids)].map((id) => directory.byId(id)));
  return new Map(carriers.flatMap((carrier) => (carrier ? [[carrier.id, carrier] as const] : [])));
}
