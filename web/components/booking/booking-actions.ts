import { type Dispatch, type RefObject, useState } from 'react';
import type { InputError } from '#src/application/errors.ts';
import type { Language } from '#src/domain/language.ts';
import type { WallClock } from '#src/domain/shipment/local-time.ts';
import type { CreatedQuote } from '#src/http/quotes-contract.ts';
import type { useTranslation } from '#web/i18n/use-translation.tsx';
import {
  type ContactDetails,
  type VehicleAdvice,
  type VisibleOffer,
  ServerRefused,
  Unreachable,
  confirmOffer,
  createQuote,
  readContact,
  repriceQuote,
  requestCallback,
  saveContact,
  streamOffers,
} from './booking-api.ts';
import type { BookingEvent, BookingState } from './booking-machine.ts';
import type { useErrorMessages, useKept } from './booking-effects.ts';
import { type QuoteFormState, SESSION_KEY, defaultFormState, prepareToSend, quoteRequestBody } from './form-state.ts';
import type { ToastTone } from './toasts.tsx';

interface Deps {
  state: BookingState;
  dispatch: Dispatch<BookingEvent>;
  language: Language;
  t: ReturnType<typeof useTranslation>['t'];
  show: (tone: ToastTone, title: string, description: string) => void;
  kept: ReturnType<typeof useKept>;
  errorMessages: ReturnType<typeof useErrorMessages>;
  /** the vehicle list is the new request's own */
  forgetVehicles: () => void;
  section: RefObject<HTMLDivElement | null>;
  today: string;
  earliestPickup: WallClock | undefined;
  initialVehicles: VehicleAdvice;
}

/**
 * What the visitor's steps do (spec §4 "Booking flow"): send the request and stream its offers,
 * a new request, the contact saved, an offer chosen and confirmed, offers priced again once
 * expired, a callback asked for; each failure said as the spec says it.
 */
export function useBookingActions({
  state,
  dispatch,
  language,
  t,
  show,
  kept,
  errorMessages,
  forgetVehicles,
  section,
  today,
  earliestPickup,
  initialVehicles,
}: Deps) {
  const { form, quoteId } = state;
  // The quote whose request was just sent and priced: its offers say so above the cards.
  const [sentQuote, setSentQuote] = useState<string | null>(null);

  const focusFirstError = () => requestAnimationFrame(() => section.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const price = async (id: string) => {
    try {
      const { offers, unpriced } = await streamOffers(id, language, (event) => {
        if (event.type === 'offer') dispatch({ type: 'offerArrived', offer: event.offer });
      });
      dispatch({ type: 'offersSettled', offers, unpriced });
      // Said in the offers' own status line: a toast over the cards hid the first offer on phones.
      setSentQuote(offers.length > 0 ? id : null);
    } catch {
      // Spec §4: if the offer search throws, back to the form with the send error.
      show('error', t('booking.toasts.sendErrorTitle'), t('booking.toasts.sendError'));
      dispatch({ type: 'pricingFailed' });
    }
  };

  const refuse = (prepared: QuoteFormState, invalid: readonly (InputError & { message?: string })[]) => {
    dispatch({ type: 'sendRefused', form: prepared, errors: errorMessages(invalid) });
    show('error', t('booking.toasts.validationTitle'), t('validation.general'));
    focusFirstError();
  };

  const send = async () => {
    const { prepared, errors: invalid } = prepareToSend(form, new Date(), language);
    if (invalid.length > 0) return refuse(prepared, invalid);
    dispatch({ type: 'sendStarted', form: prepared });
    let created: CreatedQuote;
    try {
      created = await createQuote(quoteRequestBody(prepared, language));
    } catch (error) {
      if (error instanceof Unreachable) {
        dispatch({ type: 'serviceUnreachable' });
      } else if (error instanceof ServerRefused && error.fieldErrors.length > 0) {
        refuse(prepared, error.fieldErrors);
      } else {
        dispatch({ type: 'sendFailed' });
        if (error instanceof ServerRefused && error.status === 429) show('error', t('booking.toasts.errorTitle'), error.message);
        else show('error', t('booking.toasts.sendErrorTitle'), t('booking.toasts.sendError'));
      }
      return;
    }
    dispatch({ type: 'quoteCreated', ...created });
    await price(created.id);
  };

  const newRequest = () => {
    kept(() => sessionStorage.removeItem(SESSION_KEY));
    forgetVehicles();
    dispatch({
      type: 'newRequestAsked',
      form: { ...defaultFormState(today, earliestPickup), vehicleType: initialVehicles.options[0]?.value ?? '' },
    });
  };

  const saveDetails = async (contact: ContactDetails) => {
    if (!quoteId) {
      show('error', t('booking.toasts.missingTitle'), t('booking.toasts.missing'));
      return;
    }
    const { offers } = await saveContact(quoteId, contact, language);
    dispatch({ type: 'contactSaved', offers });
  };

  // Spec §4.6: the saved contact is read back; the dialog opens only with a name and an email.
  const choose = async (offer: VisibleOffer) => {
    let contact: ContactDetails | null;
    try {
      contact = await readContact(quoteId!);
    } catch {
      show('error', t('booking.toasts.errorTitle'), t('booking.toasts.contactReadFailed'));
      return;
    }
    if (!contact?.email) show('error', t('booking.toasts.errorTitle'), t('validation.emailRequired'));
    else if (!contact.firstName || !contact.lastName) show('error', t('booking.toasts.errorTitle'), t('validation.nameRequired'));
    else dispatch({ type: 'contactRead', offer, contact });
  };

  const confirm = async (offer: VisibleOffer) => {
    try {
      await confirmOffer(quoteId!, offer.id, language);
      // The registered screen says it, its heading focused and announced: a toast would cover its recap.
      dispatch({ type: 'confirmed' });
    } catch (error) {
      if (error instanceof ServerRefused && error.code === 'expired') {
        dispatch({ type: 'offerExpired', message: error.message });
        return;
      }
      show(
        'error',
        t('booking.toasts.errorTitle'),
        error instanceof Unreachable ? t('booking.unavailable.message') : t('booking.toasts.saveFailed'),
      );
    }
  };

  const reprice = async () => {
    dispatch({ type: 'repriceStarted' });
    let created: CreatedQuote;
    try {
      created = await repriceQuote(quoteId!, language);
    } catch (error) {
      dispatch({ type: 'repriceFailed' });
      show(
        'error',
        t('booking.toasts.errorTitle'),
        error instanceof ServerRefused && error.status === 429 ? error.message : t('booking.toasts.genericError'),
      );
      return;
    }
    dispatch({ type: 'repriced', ...created });
    await price(created.id);
  };

  const callback = async (contact: ContactDetails) => {
    await requestCallback(quoteId!, contact, language);
    dispatch({ type: 'callbackSent' });
  };

  return { sentQuote, send, newRequest, saveDetails, choose, confirm, reprice, callback };
}
