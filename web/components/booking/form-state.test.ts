import { describe, expect, it } from 'vitest';
import {
  defaultFormState,
  errorsAfterRemovingLine,
  followingPickupTime,
  formStateFromFormData,
  numberOrFallback,
  prepareToSend,
  quoteRequestBody,
  restoreFormState,
  swapEnds,
  withoutErrors,
} from './form-state.ts';

const today = '2026-11-22';

describe('quote form state', () => {
  it('starts from the defaults of spec §4.9', () => {
    const state = defaultFormState(today);
    expect(state).toMatchObject({ departureCountry: 'FR', arrivalCountry: 'FR', isStackable: true, isDangerous: false, pickupDate: today });
    expect(state.parcels).toEqual([{ type: 'parcel', quantity: 1, weight: 1, length: 20, width: 20, height: 20 }]);
  });

  it('proposes the earliest pickup slot the server gives, on its date', () => {
    const state = defaultFormState(today, { date: '2026-11-23', time: '00:45' });
    expect(state).toMatchObject({ pickupDate: '2026-11-23', pickupTime: '00:45' });
  });

  it('swaps place and country', () => {
    const state = {
      ...defaultFormState(today),
      departureLocation: 'Lyon',
      arrivalLocation: 'Stuttgart',
      arrivalCountry: 'DE' as const,
      arrivalZipCode: '70173',
    };
    expect(swapEnds(state)).toMatchObject({
      departureLocation: 'Stuttgart',
      departureCountry: 'DE',
      departureZipCode: '70173',
      arrivalLocation: 'Lyon',
      arrivalCountry: 'FR',
      arrivalZipCode: null,
    });
  });

  it('applies the pickup rule before validating (now + 2 h, Paris time)', () => {
    const now = new Date('2026-11-22T14:00:00Z'); // 15:00 in Paris
    const { prepared, errors } = prepareToSend({ ...defaultFormState(today), pickupTime: '09:00' }, now, 'fr');
    expect(prepared).toMatchObject({ pickupDate: today, pickupTime: '17:00' });
    expect(errors.map((error) => error.key)).toEqual(['departureRequired', 'arrivalRequired', 'vehicleRequired']);
  });

  it('falls back only on what is not a number, and keeps numbers out of range for validation', () => {
    expect(numberOrFallback('', 1, 'integer')).toBe(1);
    expect(numberOrFallback('abc', 20, 'integer')).toBe(20);
    expect(numberOrFallback('2,55', 1, 'tenth')).toBe(2.6);
    expect(numberOrFallback('0', 1, 'integer')).toBe(0);
  });

  it('clears the errors of an edited field, and of a removed line', () => {
    const errors = [
      { field: 'parcels.0.weight', key: 'weightMin' },
      { field: 'parcels.1.quantity', key: 'quantityMin' },
      { field: 'departureLocation', key: 'departureRequired' },
    ];
    expect(withoutErrors(errors, ['departureLocation'])).toHaveLength(2);
    expect(errorsAfterRemovingLine(errors, 0)).toEqual([
      { field: 'parcels.0.quantity', key: 'quantityMin' },
      { field: 'departureLocation', key: 'departureRequired' },
    ]);
  });

  it('reads the form posted without JavaScript', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      departureLocation: ' Lyon ',
      departureCountry: 'fr',
      departureLat: '45.75',
      departureLon: '4.85',
      arrivalLocation: 'Stuttgart',
      arrivalCountry: 'DE',
      pickupDate: '2026-11-23',
      pickupTime: '10:00',
      parcelCount: '2',
      'parcels.0.quantity': '3',
      'parcels.0.weight': 'x',
      'parcels.1.type': 'pallet',
      'parcels.1.height': '0',
      'parcels.1.unNumber': 'UN 1203',
      'parcels.1.properShippingName': 'ESSENCE',
      'parcels.1.adrClass': '3',
      'parcels.1.packingGroup': 'II',
      'parcels.0.packingGroup': '',
      vehicleType: 'FRG1',
      isStackable: 'false',
      isDangerous: 'true',
      comments: 'Quai 4',
      notProfessional: 'true',
      userName: 'Claire Martin',
      userEmail: 'claire@example.com',
    }))
      form.append(name, value);
    const state = formStateFromFormData(form, today);
    expect(state).toMatchObject({
      departureLocation: 'Lyon',
      departureCountry: 'FR',
      departureCoordinates: { lat: 45.75, lon: 4.85 },
      arrivalCountry: 'DE',
      arrivalCoordinates: null,
      isStackable: false,
      isDangerous: true,
      isProfessional: false,
      vehicleType: 'FRG1',
      userName: 'Claire Martin',
      userEmail: 'claire@example.com',
      userPhone: '',
    });
    // An unticked box posts nothing: a professional, the default.
    expect(formStateFromFormData(new FormData(), today).isProfessional).toBe(true);
    expect(state.parcels).toEqual([
      { type: 'parcel', quantity: 3, weight: 1, length: 20, width: 20, height: 20 },
      {
        type: 'pallet',
        quantity: 1,
        weight: 1,
        length: 20,
        width: 20,
        height: 0,
        dangerousGoods: { unNumber: 'UN 1203', properShippingName: 'ESSENCE', adrClass: '3', packingGroup: 'II' },
      },
    ]);
  });

  it('sends no dangerous goods once the shipper answers that there are none', () => {
    const line = { type: 'parcel' as const, quantity: 1, weight: 1, length: 20, width: 20, height: 20 };
    const goods = { unNumber: '1203', properShippingName: 'ESSENCE', adrClass: '3', packingGroup: 'II' };
    const state = { ...defaultFormState(today), parcels: [{ ...line, dangerousGoods: goods }] };
    expect(quoteRequestBody({ ...state, isDangerous: false }, 'fr').parcels).toEqual([line]);
    expect(quoteRequestBody({ ...state, isDangerous: true }, 'fr').parcels).toEqual([{ ...line, dangerousGoods: goods }]);
  });

  it('restores a session copy, never with a day already past', () => {
    const stored = JSON.stringify({ ...defaultFormState('2026-11-20'), departureLocation: 'Lyon', deliveryDate: '2026-11-21' });
    expect(restoreFormState(stored, today)).toMatchObject({ departureLocation: 'Lyon', pickupDate: today, deliveryDate: '' });
    expect(restoreFormState('not json', today)).toBeUndefined();
    expect(restoreFormState(JSON.stringify({ parcels: [] }), today)).toBeUndefined();
  });
});

describe('a new pickup date brings its proposed time', () => {
  const now = new Date('2026-11-23T01:45:00Z'); // 02:45 in Paris: the earliest slot is 04:45 today
  it('a later day starts at 09:00, the earliest day at its earliest slot', () => {
    expect(followingPickupTime({ pickupDate: '2026-11-23', pickupTime: '04:45' }, '2026-11-24', now)).toEqual({ pickupTime: '09:00' });
    expect(followingPickupTime({ pickupDate: '2026-11-24', pickupTime: '09:00' }, '2026-11-23', now)).toEqual({ pickupTime: '04:45' });
  });

  it('a slot proposed minutes ago is not a choice; a time the visitor typed is kept', () => {
    expect(followingPickupTime({ pickupDate: '2026-11-23', pickupTime: '04:30' }, '2026-11-25', now)).toEqual({ pickupTime: '09:00' });
    expect(followingPickupTime({ pickupDate: '2026-11-23', pickupTime: '14:00' }, '2026-11-24', now)).toEqual({});
    expect(followingPickupTime({ pickupDate: '2026-11-24', pickupTime: '07:30' }, '2026-11-25', now)).toEqual({});
  });
});
