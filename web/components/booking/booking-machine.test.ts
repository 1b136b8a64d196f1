import { describe, expect, it } from 'vitest';
import type { VehicleOption } from '#src/domain/pricing/vehicles.ts';
import type { ContactDetails, VehicleAdvice, VisibleOffer } from './booking-api.ts';
import { type BookingEvent, type BookingState, LOADING_SLOTS, bookingReducer, initialBookingState } from './booking-machine.ts';
import { defaultFormState } from './form-state.ts';

const VAN = { type: 'FRG1', chosen: false };

const today = '2026-11-22';
const van = { value: 'VAN', labelKey: 'van' } as unknown as VehicleOption;
const truck = { value: 'TRUCK', labelKey: 'truck' } as unknown as VehicleOption;
const advice: VehicleAdvice = { options: [van, truck], degraded: false };
const form = { ...defaultFormState(today), vehicleType: 'VAN', departureLocation: 'Lyon', arrivalLocation: 'Stuttgart' };
const contact: ContactDetails = { firstName: 'Ada', lastName: 'Martin', company: 'Acme', email: 'ada@acme.fr', phone: '' };
const offer = (variant: VisibleOffer['variant'], price?: number) =>
  ({ id: `${variant}-1`, variant, price, distance: 540 }) as unknown as VisibleOffer;

const start = () => initialBookingState(form, advice);
const run = (state: BookingState, ...events: BookingEvent[]) => events.reduce(bookingReducer, state);
/** the tool once a quote was sent and its three offers arrived without prices */
const withOffers = () =>
  run(
    start(),
    { type: 'sendStarted', form },
    { type: 'quoteCreated', id: 'q1', reference: 'FL-7K3Q-9M2X', vehicle: VAN },
    {
      type: 'offersSettled',
      offers: [offer('priority'), offer('economy'), offer('standard')],
      unpriced: [],
    },
  );

describe('booking machine: the form', () => {
  it('starts on the form with the advised vehicles and no request', () => {
    const state = start();
    expect(state).toMatchObject({ view: 'form', sending: false, pricing: false, pricesVisible: false, dialog: undefined, slots: [] });
    expect(state.vehicles.loading).toBe(false);
  });

  it('restores a kept form', () => {
    const kept = { ...form, comments: 'dock 4' };
    expect(run(start(), { type: 'restored', form: kept }).form.comments).toBe('dock 4');
  });

  it('an edit changes the field and clears its errors and its sub-fields', () => {
    const state = initialBookingState(form, advice, { departureLocation: 'requis', 'parcels.0.weight': 'trop', arrivalLocation: 'requis' });
    const next = run(state, { type: 'edited', patch: { departureLocation: 'Lille' }, fields: ['departureLocation', 'parcels'] });
    expect(next.form.departureLocation).toBe('Lille');
    expect(next.errors).toEqual({ arrivalLocation: 'requis' });
  });

  it('an edit that names no field keeps the errors', () => {
    const state = initialBookingState(form, advice, { arrivalLocation: 'requis' });
    expect(run(state, { type: 'edited', patch: { comments: 'x' }, fields: [] }).errors).toEqual({ arrivalLocation: 'requis' });
  });

  it('changes one parcel line and clears that field only', () => {
    const state = initialBookingState({ ...form, parcels: [form.parcels[0]!, form.parcels[0]!] }, advice, {
      'parcels.1.weight': 'x',
      'parcels.0.weight': 'y',
    });
    const line = { ...form.parcels[0]!, weight: 12 };
    const next = run(state, { type: 'lineChanged', index: 1, line, field: 'parcels.1.weight' });
    expect(next.form.parcels.map((parcel) => parcel.weight)).toEqual([1, 12]);
    expect(next.errors).toEqual({ 'parcels.0.weight': 'y' });
  });

  it('adds a default line', () => {
    expect(run(start(), { type: 'lineAdded' }).form.parcels).toHaveLength(2);
  });

  it('removes a line and renumbers the errors after it, but never the last line', () => {
    const two = initialBookingState({ ...form, parcels: [form.parcels[0]!, { ...form.parcels[0]!, weight: 5 }] }, advice, {
      'parcels.0.weight': 'a',
      'parcels.1.height': 'b',
    });
    const next = run(two, { type: 'lineRemoved', index: 0 });
    expect(next.form.parcels).toEqual([{ ...form.parcels[0]!, weight: 5 }]);
    expect(next.errors).toEqual({ 'parcels.0.height': 'b' });
    expect(run(next, { type: 'lineRemoved', index: 0 })).toBe(next);
  });

  it('swaps the ends', () => {
    const next = run(start(), { type: 'endsSwapped' });
    expect(next.form).toMatchObject({ departureLocation: 'Stuttgart', arrivalLocation: 'Lyon' });
  });

  it('reloads the vehicles: loading, then the new list keeps a vehicle it still offers', () => {
    const loading = run(start(), { type: 'vehiclesRequested' });
    expect(loading.vehicles.loading).toBe(true);
    const loaded = run(loading, { type: 'vehiclesLoaded', advice: { options: [truck, van], degraded: false } });
    expect(loaded.vehicles).toMatchObject({ loading: false, options: [truck, van] });
    expect(loaded.form.vehicleType).toBe('VAN');
  });

  it('switches to the advised vehicle when the new list no longer offers the chosen one (or the default list)', () => {
    const next = run(start(), { type: 'vehiclesRequested' }, { type: 'vehiclesLoaded', advice: { options: [truck], degraded: true } });
    expect(next.form.vehicleType).toBe('TRUCK');
    expect(next.vehicles.degraded).toBe(true);
  });
});

describe('booking machine: sending', () => {
  it('refused by the rules: stays on the form with the prepared form and the errors', () => {
    const prepared = { ...form, pickupTime: '17:00' };
    const next = run(start(), { type: 'sendRefused', form: prepared, errors: { arrivalLocation: 'Champ requis' } });
    expect(next).toMatchObject({ view: 'form', sending: false, errors: { arrivalLocation: 'Champ requis' } });
    expect(next.form.pickupTime).toBe('17:00');
  });

  it('sending: the prepared form, no errors, the notice gone', () => {
    const state = { ...initialBookingState(form, advice, { arrivalLocation: 'x' }), modifyNotice: true };
    const next = run(state, { type: 'sendStarted', form: { ...form, pickupTime: '17:00' } });
    expect(next).toMatchObject({ view: 'form', sending: true, errors: {}, modifyNotice: false });
    expect(next.form.pickupTime).toBe('17:00');
  });

  it('refused by the server on fields after sending: back to editable with the errors', () => {
    const next = run(
      start(),
      { type: 'sendStarted', form },
      { type: 'sendRefused', form, errors: { departureLocation: 'Lieu introuvable' } },
    );
    expect(next).toMatchObject({ view: 'form', sending: false, errors: { departureLocation: 'Lieu introuvable' } });
  });

  it('failed without a field (rate limit, server error): editable again, nothing else changes', () => {
    const next = run(start(), { type: 'sendStarted', form }, { type: 'sendFailed' });
    expect(next).toMatchObject({ view: 'form', sending: false, dialog: undefined });
  });

  it('server unreachable: the unavailable dialog', () => {
    const next = run(start(), { type: 'sendStarted', form }, { type: 'serviceUnreachable' });
    expect(next).toMatchObject({ view: 'form', sending: false, dialog: { type: 'unavailable' } });
  });

  it('quote created: the offers view with three waiting cards and the sent form', () => {
    const next = run(start(), { type: 'sendStarted', form }, { type: 'quoteCreated', id: 'q1', reference: 'FL-7K3Q-9M2X', vehicle: VAN });
    expect(next).toMatchObject({
      view: 'offers',
      quoteId: 'q1',
      quoteReference: 'FL-7K3Q-9M2X',
      sending: false,
      pricing: true,
      pricesVisible: false,
    });
    expect(next.slots).toEqual(LOADING_SLOTS);
    expect(next.sent).toBe(next.form);
  });
});

describe('booking machine: offers streaming', () => {
  const streaming = () =>
    run(start(), { type: 'sendStarted', form }, { type: 'quoteCreated', id: 'q1', reference: 'FL-7K3Q-9M2X', vehicle: VAN });

  it('each offer takes its card as it arrives; the others keep waiting', () => {
    const next = run(streaming(), { type: 'offerArrived', offer: offer('economy') });
    expect(next.slots.map((slot) => slot.isLoading ?? false)).toEqual([true, false, true]);
    expect(next.pricing).toBe(true);
  });

  it('settled without prices: the cards, prices hidden until the contact is given', () => {
    const next = withOffers();
    expect(next).toMatchObject({ pricing: false, pricesVisible: false, awaitingCallbackForm: false });
    expect(next.slots).toHaveLength(3);
  });

  it('settled with prices (a contact already given): prices visible, and the offers without a tariff named', () => {
    const next = run(streaming(), {
      type: 'offersSettled',
      offers: [offer('priority', 900)],
      unpriced: [{ variant: 'economy', reason: 'noTariff' }] as never,
    });
    expect(next).toMatchObject({ pricesVisible: true, unpriced: [{ variant: 'economy' }] });
  });

  it('settled with no offer: the callback form is due, and opens when the pause ends', () => {
    const none = run(streaming(), { type: 'offersSettled', offers: [], unpriced: [] });
    expect(none).toMatchObject({ awaitingCallbackForm: true, dialog: undefined });
    const due = run(none, { type: 'callbackFormDue' });
    expect(due).toMatchObject({ awaitingCallbackForm: false, dialog: { type: 'callback' } });
    expect(run(due, { type: 'dialogClosed' }, { type: 'callbackFormDue' }).dialog).toBeUndefined();
  });

  it('the callback pause is forgotten once the visitor went back to the form', () => {
    const none = run(streaming(), { type: 'offersSettled', offers: [], unpriced: [] }, { type: 'modifyAsked' });
    expect(run(none, { type: 'callbackFormDue' }).dialog).toBeUndefined();
  });

  it('pricing failed: back to the form, nothing waiting', () => {
    const next = run(streaming(), { type: 'pricingFailed' });
    expect(next).toMatchObject({ view: 'form', pricing: false, slots: [] });
  });
});

describe('booking machine: contact and prices', () => {
  it('See the offer opens the contact dialog; cancel closes it', () => {
    const open = run(withOffers(), { type: 'seeOfferAsked' });
    expect(open.dialog).toEqual({ type: 'contact' });
    expect(run(open, { type: 'dialogClosed' }).dialog).toBeUndefined();
  });

  it('contact saved: the priced offers replace the cards and prices show', () => {
    const next = run(
      withOffers(),
      { type: 'seeOfferAsked' },
      { type: 'contactSaved', offers: [offer('priority', 850), offer('standard', 1000)] },
    );
    expect(next).toMatchObject({ pricesVisible: true, dialog: undefined });
    expect(next.slots.map((slot) => (slot.isLoading ? undefined : slot.price))).toEqual([850, 1000]);
  });
});

describe('booking machine: confirming', () => {
  const priced = () => run(withOffers(), { type: 'contactSaved', offers: [offer('priority', 850)] });

  it('the contact read back opens the confirmation with the chosen offer', () => {
    const next = run(priced(), { type: 'contactRead', offer: offer('priority', 850), contact });
    expect(next.dialog).toMatchObject({ type: 'confirm', contact, offer: { variant: 'priority' } });
  });

  it('confirmed: registered, dialog closed', () => {
    const next = run(priced(), { type: 'contactRead', offer: offer('priority', 850), contact }, { type: 'confirmed' });
    expect(next).toMatchObject({ view: 'registered', dialog: undefined });
  });

  it('expired: the dialog closes and the reason shows beside the offers', () => {
    const next = run(
      priced(),
      { type: 'contactRead', offer: offer('priority', 850), contact },
      { type: 'offerExpired', message: 'Offre expirée' },
    );
    expect(next).toMatchObject({ view: 'offers', dialog: undefined, expired: 'Offre expirée' });
  });

  it('re-pricing: busy, then a new quote priced again with the notice gone', () => {
    const expired = run(priced(), { type: 'offerExpired', message: 'Offre expirée' });
    const busy = run(expired, { type: 'repriceStarted' });
    expect(busy.repricing).toBe(true);
    const next = run(busy, { type: 'repriced', id: 'q2', reference: 'FL-8N4R-2P5W', vehicle: { type: 'SEMI', chosen: true } });
    expect(next).toMatchObject({
      quoteId: 'q2',
      quoteReference: 'FL-8N4R-2P5W',
      vehicle: { type: 'SEMI', chosen: true },
      expired: undefined,
      repricing: false,
      pricing: true,
      pricesVisible: false,
      view: 'offers',
    });
    expect(next.slots).toEqual(LOADING_SLOTS);
  });

  it('re-pricing failed: the notice and its button stay', () => {
    const expired = run(priced(), { type: 'offerExpired', message: 'Offre expirée' });
    const next = run(expired, { type: 'repriceStarted' }, { type: 'repriceFailed' });
    expect(next).toMatchObject({ repricing: false, expired: 'Offre expirée', quoteId: 'q1' });
  });

  it('callback sent: its own outcome', () => {
    const next = run(
      withOffers(),
      { type: 'offersSettled', offers: [], unpriced: [] },
      { type: 'callbackFormDue' },
      { type: 'callbackSent' },
    );
    expect(next).toMatchObject({ view: 'callbackSent', dialog: undefined });
  });
});

describe('booking machine: modify and new request', () => {
  it('Modify: back to the form as it was sent, with the notice until it ends', () => {
    const next = run(withOffers(), { type: 'seeOfferAsked' }, { type: 'modifyAsked' });
    expect(next).toMatchObject({ view: 'form', dialog: undefined, modifyNotice: true });
    expect(next.form).toEqual(form);
    expect(run(next, { type: 'modifyNoticeEnded' }).modifyNotice).toBe(false);
  });

  it('New request: everything back to the defaults, the vehicle list kept', () => {
    const registered = run(withOffers(), { type: 'confirmed' });
    const fresh = { ...defaultFormState(today), vehicleType: 'VAN' };
    const next = run(registered, { type: 'newRequestAsked', form: fresh });
    expect(next).toEqual({ ...initialBookingState(fresh, advice), vehicles: registered.vehicles });
    expect(next.quoteId).toBeUndefined();
  });
});
