import { type AgentMoveKind } from '#src/domain/transport/transport-lifecycle.ts';

// The fields of each step staff record by hand, as the step's form asks them.

export type Field = {
  name: string;
  label:
    | 'carrier'
    | 'vehicle'
    | 'registration'
    | 'driverFirstName'
    | 'driverPhone'
    | 'driverLanguage'
    | 'plannedPickup'
    | 'estimatedDelivery'
    | 'reason'
    | 'incident'
    | 'note'
    | 'pickedUpAt'
    | 'deliveredAt'
    | 'receivedBy'
    | 'by'
    | 'step'
    | 'correctedAt';
  type: 'text' | 'tel' | 'datetime-local' | 'textarea' | 'incident' | 'step' | 'language';
  required?: boolean;
  max?: number;
};

// What each step asks for; instants are typed in Paris time (the server reads them so).
export const FIELDS: Record<AgentMoveKind, Field[]> = {
  book: [
    { name: 'carrier', label: 'carrier', type: 'text', required: true, max: 200 },
    { name: 'vehicle', label: 'vehicle', type: 'text', required: true, max: 100 },
    { name: 'registration', label: 'registration', type: 'text', required: true, max: 20 },
    { name: 'driverFirstName', label: 'driverFirstName', type: 'text', required: true, max: 100 },
    { name: 'driverPhone', label: 'driverPhone', type: 'tel', required: true, max: 40 },
    // The text message's and the driver's page's language; by default the phone's country code's.
    { name: 'driverLanguage', label: 'driverLanguage', type: 'language' },
    { name: 'plannedPickup', label: 'plannedPickup', type: 'datetime-local', required: true },
  ],
  eta: [
    { name: 'estimatedDelivery', label: 'estimatedDelivery', type: 'datetime-local', required: true },
    { name: 'reason', label: 'reason', type: 'text', required: true, max: 500 },
  ],
  incident: [
    { name: 'incident', label: 'incident', type: 'incident', required: true },
    { name: 'note', label: 'note', type: 'textarea', required: true, max: 2000 },
  ],
  pickUp: [{ name: 'at', label: 'pickedUpAt', type: 'datetime-local', required: true }],
  deliver: [
    { name: 'at', label: 'deliveredAt', type: 'datetime-local', required: true },
    { name: 'receivedBy', label: 'receivedBy', type: 'text', required: true, max: 200 },
    { name: 'note', label: 'note', type: 'textarea', max: 2000 },
  ],
  cancel: [
    { name: 'by', label: 'by', type: 'text', required: true, max: 200 },
    { name: 'reason', label: 'reason', type: 'textarea', required: true, max: 2000 },
  ],
  // A time set right is a step of its own, with its reason; the step corrected stays as recorded.
  correct: [
    { name: 'step', label: 'step', type: 'step', required: true },
    { name: 'at', label: 'correctedAt', type: 'datetime-local', required: true },
    { name: 'reason', label: 'reason', type: 'text', required: true, max: 500 },
  ],
};
