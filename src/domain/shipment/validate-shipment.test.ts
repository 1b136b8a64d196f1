import { describe, expect, it } from 'vitest';
import type { Shipment } from './shipment.ts';
import { validateShipment } from './validate-shipment.ts';

const valid: Shipment = {
  departureLocation: 'Lyon',
  departureCountry: 'FR',
  arrivalLocation: 'Stuttgart',
  arrivalCountry: 'DE',
  pickupDate: '2026-11-24',
  pickupTime: '09:00',
  parcels: [{ type: 'parcel', quantity: 1, weight: 1, length: 20, width: 20, height: 20 }],
  vehicleType: 'FRG1',
  shippingType: 'parcel',
  isStackable: true,
  isDangerous: false,
  isProfessional: true,
  language: 'fr',
};

describe('validateShipment (spec §5)', () => {
  it('accepts a complete shipment', () => {
    expect(validateShipment(valid)).toEqual([]);
  });

  it('gives one keyed message per failing field', () => {
    const errors = validateShipment({
      ...valid,
      departureLocation: ' ',
      arrivalLocation: '',
      pickupDate: null,
      vehicleType: '',
      parcels: [
        { type: 'parcel', quantity: 0, weight: 0, length: 0, width: -1, height: 0 },
        { type: 'pallet', quantity: 1, weight: 0.1, length: 120, width: 80, height: 0 },
      ],
      comments: 'x'.repeat(501),
    });
    expect(errors).toEqual([
      { field: 'departureLocation', key: 'departureRequired' },
      { field: 'arrivalLocation', key: 'arrivalRequired' },
      { field: 'pickupDate', key: 'pickupRequired' },
      { field: 'vehicleType', key: 'vehicleRequired' },
      { field: 'parcels.0.quantity', key: 'quantityMin' },
      { field: 'parcels.0.weight', key: 'weightMin' },
      { field: 'parcels.0.length', key: 'lengthMin' },
      { field: 'parcels.0.width', key: 'widthMin' },
      { field: 'parcels.0.height', key: 'heightMin' },
      { field: 'parcels.1.height', key: 'heightMin' },
      { field: 'comments', key: 'commentsMax' },
    ]);
  });

  it('refuses a vehicle the product does not know, in any case, and takes every one it knows', () => {
    expect(validateShipment({ ...valid, vehicleType: 'XYZ' })).toEqual([{ field: 'vehicleType', key: 'vehicleUnknown' }]);
    for (const vehicleType of ['FRG1', 'frg4', 'BREAK', 'SEMI', 'van', 'long-van', 'truck', 'unknown'])
      expect(validateShipment({ ...valid, vehicleType }), vehicleType).toEqual([]);
  });

  it('refuses a delivery date before the pickup date, and allows the same day', () => {
    expect(validateShipment({ ...valid, deliveryDate: '2026-11-23' })).toEqual([{ field: 'deliveryDate', key: 'deliveryAfterPickup' }]);
    expect(validateShipment({ ...valid, deliveryDate: '2026-11-24' })).toEqual([]);
  });

  it('allows exactly 500 characters of comments', () => {
    expect(validateShipment({ ...valid, comments: 'x'.repeat(500) })).toEqual([]);
  });

  it('refuses a delivery earlier the same day than the pickup', () => {
    expect(validateShipment({ ...valid, deliveryDate: valid.pickupDate, deliveryTime: '00:01' })).toEqual([
      { field: 'deliveryDate', key: 'deliveryAfterPickup' },
    ]);
  });

  it('bounds every number of a parcel line, so that no total is absurd', () => {
    const line = { type: 'pallet' as const, quantity: 1000, weight: 1e308, length: 1361, width: 251, height: 301 };
    expect(validateShipment({ ...valid, parcels: [line] })).toEqual([
      { field: 'parcels.0.quantity', key: 'quantityMax' },
      { field: 'parcels.0.weight', key: 'weightMax' },
      { field: 'parcels.0.length', key: 'lengthMax' },
      { field: 'parcels.0.width', key: 'widthMax' },
      { field: 'parcels.0.height', key: 'heightMax' },
    ]);
    const largest = { type: 'pallet' as const, quantity: 999, weight: 24_000, length: 1360, width: 250, height: 300 };
    expect(validateShipment({ ...valid, parcels: [largest] })).toEqual([]);
  });

  it('asks for the dangerous goods of at least one line, field by field (ADR 5.4.1.1.1)', () => {
    const line = valid.parcels[0]!;
    expect(validateShipment({ ...valid, isDangerous: true })).toEqual([{ field: 'parcels.0.unNumber', key: 'dangerousGoodsRequired' }]);
    const petrol = { unNumber: '1203', properShippingName: 'ESSENCE', adrClass: '3', packingGroup: 'II' };
    expect(validateShipment({ ...valid, isDangerous: true, parcels: [line, { ...line, dangerousGoods: petrol }] })).toEqual([]);
    expect(
      validateShipment({
        ...valid,
        isDangerous: true,
        parcels: [line, { ...line, dangerousGoods: { ...petrol, adrClass: '2', unNumber: '12345' } }],
      }),
    ).toEqual([
      { field: 'parcels.1.unNumber', key: 'unNumberInvalid' },
      { field: 'parcels.1.packingGroup', key: 'packingGroupNotAssigned' },
    ]);
  });
});
