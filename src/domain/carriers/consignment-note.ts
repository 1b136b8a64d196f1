import { transportDescription } from '../dangerous-goods/dangerous-goods.ts';
import type { QuoteDocument } from '../quote/quote-document.ts';
import type { CountryCode } from '../shipment/countries.ts';
import type { ParcelLine } from '../shipment/parcel-line.ts';
import type { DeliveryProof } from '../transport/delivery-proof.ts';
import { happenedAt } from '../transport/step-timing.ts';
import type { TransportMove } from '../transport/transport-lifecycle.ts';
import type { TransportOrder } from './transport-order.ts';

// The consignment note the road asks for, prefilled with the award: a CMR note when the goods
// cross a border (CMR Convention, art. 5–6), the lettre de voiture for a French job (Code de
// commerce L132-9; arrêté du 9 novembre 1999), with the ADR transport document's entries for
// dangerous goods (ADR 5.4.1.1.1: UN number, name, class, packing group; and the quantity). It is
// signed at the pickup and at the delivery through the driver's steps.

export type ConsignmentNoteKind = 'cmr' | 'lettreDeVoiture';

/** One dangerous goods line as the transport document gives it: its description and how many packages. */
export interface DangerousEntry {
  description: string;
  packages: number;
  type: ParcelLine['type'];
  /** kg for the line */
  grossKg: number;
}

export interface ConsignmentNote {
  kind: ConsignmentNoteKind;
  reference: string;
  issuedAt: string;
  /** who makes it out: Flash, the ordering party */
  operator: TransportOrder['operator'];
  sender: { name: string; company: string | null };
  carrier: TransportOrder['carrier'];
  takingOver: { address: string; country: CountryCode; window: { from: string; to: string } | null };
  delivery: { address: string; country: CountryCode; note: string | null };
  goods: Pick<QuoteDocument, 'parcels' | 'totals' | 'isStackable'>;
  dangerous: DangerousEntry[];
  instructions: string | null;
  vehicle: { registration: string; driverFirstName: string } | null;
  /** the driver's pickup: when, and how many packages counted against the order */
  pickedUp: { at: string; counted: number | null } | null;
  /** the delivery as the driver's phone recorded it; the consignee's signature when drawn */
  delivered: { at: string; receivedBy: string; inGoodOrder: boolean | null; signaturePng: Uint8Array | null } | null;
}

/** A CMR note when the goods leave the country they are picked up in, else the lettre de voiture. */
export function consignmentNoteKind(route: { fromCountry: string; toCountry: string }): ConsignmentNoteKind {
  return route.fromCountry === route.toCountry && route.fromCountry === 'FR' ? 'lettreDeVoiture' : 'cmr';
}

/** The note of an awarded job, as its steps have filled it so far. */
export function consignmentNote(
  order: TransportOrder,
  document: Pick<QuoteDocument, 'shipper' | 'comments'>,
  route: { fromCountry: string; toCountry: string },
  moves: readonly TransportMove[],
  proof?: DeliveryProof,
): ConsignmentNote {
  const booked = moves.findLast((move) => move.kind === 'book');
  const loaded = moves.findLast((move) => move.kind === 'load');
  const delivered = moves.findLast((move) => move.kind === 'deliver');
  const { pickedUpAt, deliveredAt } = happenedAt(moves);
  const { shipper } = document;
  return {
    kind: consignmentNoteKind(route),
    reference: order.reference,
    issuedAt: order.issuedAt,
    operator: order.operator,
    sender: { name: `${shipper.firstName} ${shipper.lastName}`.trim(), company: shipper.company || null },
    carrier: order.carrier,
    takingOver: { address: order.pickup.address, country: order.pickup.country, window: order.pickup.window },
    delivery: { address: order.delivery.address, country: order.delivery.country, note: order.delivery.note },
    goods: { parcels: order.goods.parcels, totals: order.goods.totals, isStackable: order.goods.isStackable },
    dangerous: order.goods.parcels.flatMap((line) =>
      line.dangerousGoods
        ? [
            {
              description: transportDescription(line.dangerousGoods),
              packages: line.quantity,
              type: line.type,
              grossKg: line.quantity * line.weight,
            },
          ]
        : [],
    ),
    instructions: document.comments,
    vehicle: booked?.kind === 'book' ? { registration: booked.registration, driverFirstName: booked.driverFirstName } : null,
    pickedUp: pickedUpAt ? { at: pickedUpAt, counted: loaded?.kind === 'load' ? loaded.counted : null } : null,
    delivered:
      delivered?.kind === 'deliver' && deliveredAt
        ? {
            at: deliveredAt,
            receivedBy: delivered.receivedBy,
            inGoodOrder: proof && delivered.driver ? proof.inGoodOrder : null,
            signaturePng: proof && delivered.driver ? (proof.signature?.bytes ?? null) : null,
          }
        : null,
  };
}
