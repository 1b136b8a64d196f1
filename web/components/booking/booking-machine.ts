import { DEFAULT_PARCEL_LINE, type ParcelLine } from '#src/domain/shipment/parcel-line.ts';
import type { UnpricedOffer } from '#src/domain/quote/quote.ts';
import type { ContactDetails, VehicleAdvice, VisibleOffer } from './booking-api.ts';
import { type QuoteFormState, errorsAfterRemovingLine, swapEnds, withoutErrors } from './form-state.ts';
import type { OfferSlot } from './offer-card.tsx';

// The quote tool's states and what moves it between them (spec §4 "Booking flow"): the form,
// sending, offers arriving one by one, the contact that shows the prices, the confirmation, and
// the outcomes. The component runs the requests and timers and reports each result here as an
// event; every screen is drawn from the state alone.

/** Which screen the tool shows. */
export type View = 'form' | 'offers' | 'registered' | 'callbackSent';

export type Dialog =
  | { type: 'contact' }
  | { type: 'confirm'; offer: VisibleOffer; contact: ContactDetails }
  | { type: 'callback' }
  | { type: 'unavailable' }
  | undefined;

/** Messages under the fields, by field name (`parcels.0.weight`), already in the visitor's language. */
export type FieldMessages = Record<string, string>;

export interface BookingState {
  view: View;
  form: QuoteFormState;
  errors: FieldMessages;
  vehicles: VehicleAdvice & { loading: boolean };
  /** the quote is being created */
  sending: boolean;
  /** spec §9: 'Vous pouvez modifier votre demande' for 3 s after Modify */
  modifyNotice: boolean;
  quoteId?: string;
  /** the quote's reference for people (FL-7K3Q-9M2X) */
  quoteReference?: string;
  /** the form as it was sent, summarised beside the offers */
  sent?: QuoteFormState;
  /** the vehicle the quote is priced with: the one chosen for "Je ne sais pas" */
  vehicle?: { type: string; chosen: boolean };
  slots: OfferSlot[];
  /** offers are still arriving */
  pricing: boolean;
  pricesVisible: boolean;
  unpriced: UnpricedOffer[];
  /** pricing settled without any offer: the callback form opens after a pause (spec §9) */
  awaitingCallbackForm: boolean;
  dialog: Dialog;
  /** the offer confirmed and the contact the agent will use: restated on the registered screen */
  confirmed?: { offer: VisibleOffer; contact: ContactDetails };
  /** why the chosen offer can no longer be confirmed (409 expired), until priced again */
  expired?: string;
  repricing: boolean;
}

export type BookingEvent =
  | { type: 'restored'; form: QuoteFormState }
  | { type: 'edited'; patch: Partial<QuoteFormState>; fields: readonly string[] }
  | { type: 'lineChanged'; index: number; line: ParcelLine; field: string }
  | { type: 'lineAdded' }
  | { type: 'lineRemoved'; index: number }
  | { type: 'endsSwapped' }
  | { type: 'vehiclesRequested' }
  /** the advised list, or the default list when the lookup failed (`degraded`) */
  | { type: 'vehiclesLoaded'; advice: VehicleAdvice }
  /** refused before any quote exists: the form's own rules, or the server's field errors */
  | { type: 'sendRefused'; form: QuoteFormState; errors: FieldMessages }
  | { type: 'sendStarted'; form: QuoteFormState }
  /** the server said no without naming a field (rate limit, server error): a toast says why */
  | { type: 'sendFailed' }
  | { type: 'serviceUnreachable' }
  | { type: 'quoteCreated'; id: string; reference: string; vehicle: { type: string; chosen: boolean } }
  | { type: 'offerArrived'; offer: VisibleOffer }
  | { type: 'offersSettled'; offers: VisibleOffer[]; unpriced: UnpricedOffer[] }
  | { type: 'pricingFailed' }
  | { type: 'callbackFormDue' }
  | { type: 'seeOfferAsked' }
  | { type: 'dialogClosed' }
  | { type: 'contactSaved'; offers: VisibleOffer[] }
  | { type: 'contactRead'; offer: VisibleOffer; contact: ContactDetails }
  | { type: 'confirmed' }
  | { type: 'offerExpired'; message: string }
  | { type: 'repriceStarted' }
  | { type: 'repriced'; id: string; reference: string; vehicle: { type: string; chosen: boolean } }
  | { type: 'repriceFailed' }
  | { type: 'callbackSent' }
  | { type: 'modifyAsked' }
  | { type: 'modifyNoticeEnded' }
  | { type: 'newRequestAsked'; form: QuoteFormState };

export const LOADING_SLOTS: readonly OfferSlot[] = [
  { variant: 'priority', isLoading: true },
  { variant: 'economy', isLoading: true },
  { variant: 'standard', isLoading: true },
];

export function initialBookingState(form: QuoteFormState, vehicles: VehicleAdvice, errors: FieldMessages = {}): BookingState {
  return {
    view: 'form',
    form,
    errors,
    vehicles: { ...vehicles, loading: false },
    sending: false,
    modifyNotice: false,
    slots: [],
    pricing: false,
    pricesVisible: false,
    unpriced: [],
    awaitingCallbackForm: false,
    dialog: undefined,
    repricing: false,
  };
}

const asList = (errors: FieldMessages) => Object.entries(errors).map(([field, message]) => ({ field, message }));
const asRecord = (list: readonly { field: string; message: string }[]): FieldMessages =>
  Object.fromEntries(list.map((error) => [error.field, error.message]));

/** Pricing starts for a quote: three cards wait for their price. */
const pricingStarted = (
  state: BookingState,
  { id, reference, vehicle }: { id: string; reference: string; vehicle: BookingState['vehicle'] },
): BookingState => ({
  ...state,
  quoteId: id,
  quoteReference: reference,
  vehicle,
  slots: [...LOADING_SLOTS],
  pricing: true,
  pricesVisible: false,
  unpriced: [],
  awaitingCallbackForm: false,
});

export function bookingReducer(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'restored':
      return { ...state, form: event.form };
    case 'edited':
      return {
        ...state,
        form: { ...state.form, ...event.patch },
        errors: event.fields.length > 0 ? asRecord(withoutErrors(asList(state.errors), event.fields)) : state.errors,
      };
    case 'lineChanged': {
      const errors = Object.fromEntries(Object.entries(state.errors).filter(([field]) => field !== event.field));
      const parcels = state.form.parcels.map((line, at) => (at === event.index ? event.line : line));
      return { ...state, form: { ...state.form, parcels }, errors };
    }
    case 'lineAdded':
      return { ...state, form: { ...state.form, parcels: [...state.form.parcels, { ...DEFAULT_PARCEL_LINE }] } };
    case 'lineRemoved':
      if (state.form.parcels.length <= 1) return state;
      return {
        ...state,
        form: { ...state.form, parcels: state.form.parcels.filter((_, at) => at !== event.index) },
        errors: asRecord(errorsAfterRemovingLine(asList(state.errors), event.index)),
      };
    case 'endsSwapped':
      return { ...state, form: swapEnds(state.form) };
    case 'vehiclesRequested':
      return { ...state, vehicles: { ...state.vehicles, loading: true } };
    case 'vehiclesLoaded': {
      const { options } = event.advice;
      // The chosen vehicle stays while the new list still offers it; otherwise the advised one.
      const vehicleType = options.some((option) => option.value === state.form.vehicleType)
        ? state.form.vehicleType
        : (options[0]?.value ?? '');
      return { ...state, vehicles: { ...event.advice, loading: false }, form: { ...state.form, vehicleType } };
    }
    case 'sendRefused':
      return { ...state, form: event.form, errors: event.errors, sending: false };
    case 'sendStarted':
      return { ...state, form: event.form, errors: {}, sending: true, modifyNotice: false };
    case 'sendFailed':
      return { ...state, sending: false };
    case 'serviceUnreachable':
      return { ...state, sending: false, dialog: { type: 'unavailable' } };
    case 'quoteCreated':
      return { ...pricingStarted(state, event), view: 'offers', sent: state.form, sending: false, expired: undefined };
    case 'offerArrived':
      return {
        ...state,
        slots: state.slots.map((slot) => (slot.variant === event.offer.variant ? { ...event.offer, isLoading: false } : slot)),
      };
    case 'offersSettled':
      return {
        ...state,
        slots: event.offers.map((offer) => ({ ...offer, isLoading: false })),
        unpriced: event.unpriced,
        pricing: false,
        pricesVisible: event.offers.some((offer) => offer.price !== undefined),
        awaitingCallbackForm: event.offers.length === 0,
      };
    case 'pricingFailed':
      // Spec §4: if the offer search throws, back to the form (the send error is a toast).
      return { ...state, view: 'form', pricing: false, slots: [] };
    case 'callbackFormDue':
      return state.awaitingCallbackForm && state.view === 'offers'
        ? { ...state, awaitingCallbackForm: false, dialog: { type: 'callback' } }
        : state;
    case 'seeOfferAsked':
      return { ...state, dialog: { type: 'contact' } };
    case 'dialogClosed':
      return { ...state, dialog: undefined };
    case 'contactSaved':
      return { ...state, slots: event.offers.map((offer) => ({ ...offer, isLoading: false })), pricesVisible: true, dialog: undefined };
    case 'contactRead':
      return { ...state, dialog: { type: 'confirm', offer: event.offer, contact: event.contact } };
    case 'confirmed':
      return {
        ...state,
        view: 'registered',
        dialog: undefined,
        confirmed: state.dialog?.type === 'confirm' ? { offer: state.dialog.offer, contact: state.dialog.contact } : state.confirmed,
      };
    case 'offerExpired':
      // The offer no longer holds: said where the offers are, with the way out beside it.
      return { ...state, dialog: undefined, expired: event.message };
    case 'repriceStarted':
      return { ...state, repricing: true };
    case 'repriced':
      return { ...pricingStarted(state, event), expired: undefined, repricing: false };
    case 'repriceFailed':
      return { ...state, repricing: false };
    case 'callbackSent':
      return { ...state, view: 'callbackSent', dialog: undefined };
    case 'modifyAsked':
      return { ...state, view: 'form', dialog: undefined, awaitingCallbackForm: false, modifyNotice: true };
    case 'modifyNoticeEnded':
      return { ...state, modifyNotice: false };
    case 'newRequestAsked':
      // Spec §4.9: everything back to the defaults; the vehicle list stays as last advised.
      return { ...initialBookingState(event.form, state.vehicles), vehicles: state.vehicles };
  }
}
