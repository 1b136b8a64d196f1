import type { QuoteDocument } from '../quote/quote-document.ts';
import type { OperatorIdentity } from '../operator.ts';
import type { ParcelLine } from '../shipment/parcel-line.ts';
import { happenedAt } from './step-timing.ts';
import type { TransportMove } from './transport-lifecycle.ts';
import type { DeliveryProof, PhonePosition } from './delivery-proof.ts';

/**
 * The delivery note of a delivered transport: what went where, picked up and delivered
 * when, received by whom — the record a buyer files against the purchase order. No price.
 */
export interface DeliveryNote {
  reference: string;
  operator: OperatorIdentity;
  shipper: { company: string | null; name: string };
  poNumber: string | null;
  customerReference: string | null;
  departure: QuoteDocument['departure'];
  arrival: QuoteDocument['arrival'];
  parcels: ParcelLine[];
  totals: QuoteDocument['totals'];
  isDangerous: boolean;
  /** the carrier last booked: its name, the vehicle and its registration */
  carrier: { name: string; vehicle: string; registration: string } | null;
  /** ISO 8601 with offset, as the agent recorded (or last corrected) them */
  pickedUpAt: string;
  deliveredAt: string;
  receivedBy: string;
  note: string | null;
  /** what the driver's phone gathered; null when an agent recorded the delivery */
  proof: NoteProof | null;
}

/** The proof as the note prints it: the signature's image, the tick, the place, how many photos. */
export interface NoteProof {
  signaturePng: Uint8Array | null;
  inGoodOrder: boolean;
  position: PhonePosition | null;
  photos: number;
}

/** The note of a transport whose steps end in a delivery; undefined until it is delivered. */
export function deliveryNote(
  document: QuoteDocument,
  moves: ReadonlyArray<TransportMove>,
  proof?: DeliveryProof,
): DeliveryNote | undefined {
  const delivered = moves.findLast((move) => move.kind === 'deliver');
  const booked = moves.findLast((move) => move.kind === 'book');
  // The times as last corrected.
  const { pickedUpAt, deliveredAt } = happenedAt(moves);
  if (delivered?.kind !== 'deliver' || !pickedUpAt || !deliveredAt) return undefined;
  const { shipper } = document;
  return {
    reference: document.reference,
    operator: document.operator,
    shipper: { company: shipper.company || null, name: `${shipper.firstName} ${shipper.lastName}`.trim() },
    poNumber: document.poNumber,
    customerReference: document.customerReference,
    departure: document.departure,
    arrival: document.arrival,
    parcels: document.parcels,
    totals: document.totals,
    isDangerous: document.isDangerous,
    carrier: booked?.kind === 'book' ? { name: booked.carrier, vehicle: booked.vehicle, registration: booked.registration } : null,
    pickedUpAt,
    deliveredAt,
    receivedBy: delivered.receivedBy,
    note: delivered.note,
    // The proof of this delivery, not of one an agent recorded over it.
    proof:
      proof && delivered.driver && delivered.proof
        ? {
            signaturePng: proof.signature?.bytes ?? null,
            inGoodOrder: proof.inGoodOrder,
            position: proof.position,
            photos: proof.photo ? 1 : 0,
          }
        : null,
  };
}
