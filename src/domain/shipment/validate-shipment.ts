import type { Shipment } from './shipment.ts';

/** Spec §5: the message keys of the translation dictionaries. */
export type ShipmentErrorKey =
  | 'departureRequired'
  | 'arrivalRequired'
  | 'pickupRequired'
  | 'deliveryAfterPickup'
  | 'vehicleRequired'
  | 'quantityMin'
  | 'weightMin'
  | 'lengthMin'
  | 'widthMin'
  | 'heightMin'
  | 'commentsMax';

export interface FieldError<Key extends string = ShipmentErrorKey> {
  /** The input's name, e.g. departureLocation or parcels.0.weight */
  field: string;
  key: Key;
}

export const COMMENTS_MAX_LENGTH = 500;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** One error per failing rule (spec §5 "Quote form"); an empty list means valid. */
export function validateShipment(shipment: Shipment): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(shipment.departureLocation)) errors.push({ field: 'departureLocation', key: 'departureRequired' });
  if (blank(shipment.arrivalLocation)) errors.push({ field: 'arrivalLocation', key: 'arrivalRequired' });
  if (blank(shipment.pickupDate)) errors.push({ field: 'pickupDate', key: 'pickupRequired' });
  else if (shipment.deliveryDate && shipment.deliveryDate < shipment.pickupDate!) {
    errors.push({ field: 'deliveryDate', key: 'deliveryAfterPickup' });
  }
  if (blank(shipment.vehicleType)) errors.push({ field: 'vehicleType', key: 'vehicleRequired' });
  shipment.parcels.forEach((line, index) => {
    const at = (name: string) => `parcels.${index}.${name}`;
    if (!(line.quantity >= 1)) errors.push({ field: at('quantity'), key: 'quantityMin' });
    if (!(line.weight > 0)) errors.push({ field: at('weight'), key: 'weightMin' });
    if (!(line.length > 0)) errors.push({ field: at('length'), key: 'lengthMin' });
    if (!(line.width > 0)) errors.push({ field: at('width'), key: 'widthMin' });
    if (!(line.height > 0)) errors.push({ field: at('height'), key: 'heightMin' });
  });
  if ((shipment.comments ?? '').length > COMMENTS_MAX_LENGTH) errors.push({ field: 'comments', key: 'commentsMax' });
  return errors;
}
