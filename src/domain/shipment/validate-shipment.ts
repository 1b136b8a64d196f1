import { deliveryBeforePickup } from './delivery-rule.ts';
import { PARCEL_LINE_LIMITS } from './parcel-line.ts';
import { isEmail } from './email.ts';
import { isKnownVehicle } from '../pricing/vehicles.ts';
import type { Shipment } from './shipment.ts';
import type { CountryCode } from './countries.ts';
import { vatNumberCountry } from '../tax/vat-number.ts';
import { type DangerousGoodsErrorKey, dangerousGoodsErrors, isDeclared } from '../dangerous-goods/dangerous-goods.ts';

/** Spec §5: the message keys of the translation dictionaries. */
export type ShipmentErrorKey =
  | 'departureRequired'
  | 'arrivalRequired'
  | 'pickupRequired'
  | 'deliveryAfterPickup'
  | 'vehicleRequired'
  | 'vehicleUnknown'
  | 'quantityMin'
  | 'weightMin'
  | 'lengthMin'
  | 'widthMin'
  | 'heightMin'
  | 'quantityMax'
  | 'weightMax'
  | 'lengthMax'
  | 'widthMax'
  | 'heightMax'
  | 'commentsMax'
  | 'driverNoteMax'
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'vatNumberInvalid'
  | DangerousGoodsErrorKey;

export interface FieldError<Key extends string = ShipmentErrorKey> {
  /** The input's name, e.g. departureLocation or parcels.0.weight */
  field: string;
  key: Key;
  /** the country the message names (a place found in another country than the one chosen) */
  country?: CountryCode;
  /** figures the message names (a vehicle's limit) */
  values?: Record<string, number>;
}

export const COMMENTS_MAX_LENGTH = 500;
/** an address book's contact, hours and note for the driver fit (account/address-book.ts) */
export const DRIVER_NOTE_MAX_LENGTH = 500;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** One error per failing rule (spec §5 "Quote form"); an empty list means valid. */
export function validateShipment(shipment: Shipment): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(shipment.departureLocation)) errors.push({ field: 'departureLocation', key: 'departureRequired' });
  if (blank(shipment.arrivalLocation)) errors.push({ field: 'arrivalLocation', key: 'arrivalRequired' });
  if (blank(shipment.pickupDate)) errors.push({ field: 'pickupDate', key: 'pickupRequired' });
  else if (
    shipment.deliveryDate &&
    deliveryBeforePickup(
      { date: shipment.deliveryDate, time: shipment.deliveryTime },
      { date: shipment.pickupDate!, time: shipment.pickupTime },
    )
  ) {
    errors.push({ field: 'deliveryDate', key: 'deliveryAfterPickup' });
  }
  if (blank(shipment.vehicleType)) errors.push({ field: 'vehicleType', key: 'vehicleRequired' });
  else if (!isKnownVehicle(shipment.vehicleType!)) errors.push({ field: 'vehicleType', key: 'vehicleUnknown' });
  shipment.parcels.forEach((line, index) => {
    const at = (name: string) => `parcels.${index}.${name}`;
    if (!(line.quantity >= 1)) errors.push({ field: at('quantity'), key: 'quantityMin' });
    else if (!(line.quantity <= PARCEL_LINE_LIMITS.quantity)) errors.push({ field: at('quantity'), key: 'quantityMax' });
    if (!(line.weight > 0)) errors.push({ field: at('weight'), key: 'weightMin' });
    else if (!(line.weight <= PARCEL_LINE_LIMITS.weight)) errors.push({ field: at('weight'), key: 'weightMax' });
    for (const dimension of ['length', 'width', 'height'] as const) {
      if (!(line[dimension] > 0)) errors.push({ field: at(dimension), key: `${dimension}Min` });
      else if (!(line[dimension] <= PARCEL_LINE_LIMITS[dimension])) errors.push({ field: at(dimension), key: `${dimension}Max` });
    }
    if (isDeclared(line.dangerousGoods)) {
      for (const error of dangerousGoodsErrors(line.dangerousGoods)) errors.push({ field: at(error.field), key: error.key });
    }
  });
  // Dangerous goods travel only with their description for the transport document (ADR 5.4.1.1.1).
  if (shipment.isDangerous && !shipment.parcels.some((line) => isDeclared(line.dangerousGoods))) {
    errors.push({ field: 'parcels.0.unNumber', key: 'dangerousGoodsRequired' });
  }
  if ((shipment.comments ?? '').length > COMMENTS_MAX_LENGTH) errors.push({ field: 'comments', key: 'commentsMax' });
  for (const field of ['departureNote', 'arrivalNote'] as const) {
    if ((shipment[field] ?? '').length > DRIVER_NOTE_MAX_LENGTH) errors.push({ field, key: 'driverNoteMax' });
  }
  // A business's EU VAT number has its Member State's shape (VIES then says whether it is registered).
  if (!blank(shipment.vatNumber) && !vatNumberCountry(shipment.vatNumber!)) errors.push({ field: 'vatNumber', key: 'vatNumberInvalid' });
  // Spec §5 "Non-professional contact fields: name and email marked required".
  if (shipment.isProfessional === false) {
    if (blank(shipment.userName)) errors.push({ field: 'userName', key: 'nameRequired' });
    if (blank(shipment.userEmail)) errors.push({ field: 'userEmail', key: 'emailRequired' });
    else if (!isEmail(shipment.userEmail!)) errors.push({ field: 'userEmail', key: 'emailInvalid' });
  }
  return errors;
}
