import type { Shipment } from '#src/domain/shipment/shipment.ts';

/**
 * A pallet from Lyon to Stuttgart as typed (no coordinates: the use case finds the places), for
 * the use-case tests on the port fakes. Its pickup is Monday 23 November 2026, 09:00.
 */
export const typedShipment: Shipment = {
  departureLocation: '69002 Lyon',
  departureCountry: 'FR',
  arrivalLocation: '70173 Stuttgart',
  arrivalCountry: 'DE',
  pickupDate: '2026-11-23',
  pickupTime: '09:00',
  parcels: [{ type: 'pallet', quantity: 1, weight: 100, length: 120, width: 80, height: 100 }],
  vehicleType: 'FRG1',
  shippingType: 'pallet',
  isStackable: true,
  isDangerous: false,
  isProfessional: true,
  language: 'fr',
};
