import type { WebhookEvent } from '#src/domain/webhooks/webhook.ts';

/** The catalog's name of each event an account may receive. */
export const EVENT_LABELS = {
  'quote.confirmed': 'confirmed',
  'quote.status_changed': 'statusChanged',
  'shipment.booked': 'shipmentBooked',
  'shipment.picked_up': 'shipmentPickedUp',
  'shipment.eta_changed': 'shipmentEtaChanged',
  'shipment.incident': 'shipmentIncident',
  'shipment.delivered': 'shipmentDelivered',
  'shipment.cancelled': 'shipmentCancelled',
  'shipment.corrected': 'shipmentCorrected',
  'shipment.arrived': 'shipmentArrived',
  'shipment.loaded': 'shipmentLoaded',
  'shipment.carrier_assigned': 'carrierAssigned',
  'invoice.issued': 'invoiceIssued',
} as const satisfies Record<WebhookEvent, string>;
