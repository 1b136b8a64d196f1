import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { InputError } from '#src/application/errors.ts';
import type { TextKey } from '#web/i18n/translator.ts';
import type { WallClock } from '#src/domain/shipment/local-time.ts';
import type { CreatedQuote } from '#src/http/quotes-contract.ts';
import { DEFAULT_VEHICLE_OPTIONS, rankVehicleOptions } from '#src/domain/pricing/vehicles.ts';
import { useLanguage } from '../use-language.ts';
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
  vehicleOptions,
} from './booking-api.ts';
import { bookingReducer, initialBookingState } from './booking-machine.ts';
import { editedSinceLoad } from './edited-since-load.ts';
import { ConfirmDialog, ContactDialog, UnavailableDialog, recapContact } from './dialogs.tsx';
import { QuoteRecap, useRegisteredMessage } from './quote-recap.tsx';
import {
  type QuoteFormState,
  SESSION_KEY,
  defaultFormState,
  formStateFromFormData,
  prepareToSend,
  quoteRequestBody,
  restoreFormState,
} from './form-state.ts';
import { OfferView } from './offer-view.tsx';
import { QuoteForm } from './quote-form.tsx';
import { ToastRegion, useToasts } from './toasts.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { useVehicleLabel } from './vehicle-list.tsx';

// Spec §9: the modification notice shows for 3 s; the no-offer form opens 3 s after pricing settles.
const NOTICE_MS = 3_000;
const NO_OFFER_DELAY_MS = 3_000;
const VEHICLE_RELOAD_DEBOUNCE_MS = 250;
/** room left between the sticky header and the tool's new view */
const VIEW_GAP_PX = 16;

export interface BookingToolProps {
  /** today in the business time zone, from the server, so both sides render the same form */
  today: string;
  /** the pickup the form proposes, from the server for the same reason */
  earliestPickup?: WallClock;
  vehicles: VehicleAdvice;
  /** where the Contact button of the unavailable dialog leads */
  contactHref: string;
  /** a form posted without JavaScript and sent back with its errors */
  initialForm?: QuoteFormState;
  initialErrors?: InputError[];
  /** a catalog key for a refusal that is about no field (too many quotes from one address) */
  initialMessage?: TextKey;
}

/** The quote tool: form, offers, dialogs and confirmation (spec §4 "Booking flow"). */
export default function BookingTool({
  today,
  earliestPickup,
  vehicles: initialVehicles,
  contactHref,
  initialForm,
  initialErrors,
  initialMessage,
}: BookingToolProps) {
  const { t } = useTranslation();
  const registeredMessage = useRegisteredMessage();
  const { language, home } = useLanguage();
  const hydrated = useHydrated();
  const vehicleLabel = useVehicleLabel();
  const { toasts, show, dismiss } = useToasts();
  // The quote whose request was just sent and priced: its offers say so above the cards.
  const [sentQuote, setSentQuote] = useState<string | null>(null);
  // Spec §8 'Attention' / 'Impossible de sauvegarder': a browser that refuses to keep the form
  // (storage full or switched off) is said once, and the quote goes on without it.
  const keepWarned = useRef(false);
  const kept = useCallback(
    <T,>(work: () => T): T | undefined => {
      try {
        return work();
      } catch {
        if (!keepWarned.current) {
          keepWarned.current = true;
          show(
            'warning',
            t('booking.toasts.warningTitle'),
            t('booking.toasts.keepFailed', { message: t('booking.toasts.keepFailedReason') }),
          );
        }
        return undefined;
      }
    },
    [show, t],
  );
  const translateErrors = useCallback(
    (errors: readonly (InputError & { message?: string })[]) =>
      Object.fromEntries(
        errors.map((error) => [
          error.field,
          error.message ??
            t(`validation.${error.key}`, {
              ...error.values,
              ...(error.country ? { country: t(`countries.${error.country}`) } : {}),
            }),
        ]),
      ),
    [t],
  );

  const [state, dispatch] = useReducer(bookingReducer, undefined, () =>
    initialBookingState(
      initialForm ?? { ...defaultFormState(today, earliestPickup), vehicleType: initialVehicles.options[0]?.value ?? '' },
      initialVehicles,
      translateErrors(initialErrors ?? []),
    ),
  );
  const { form, view, dialog, quoteId, quoteReference } = state;
  const section = useRef<HTMLDivElement>(null);
  const restored = useRef(false);

  // The quote has its own address: once it exists the address bar shows it, so a reload, the
  // history or a bookmark brings back the quote's page, rendered by the server in its state.
  // The router is not told (this page stays as it is); the form's own address comes back with it.
  const formAddress = useRef<string | undefined>(undefined);
  useEffect(() => {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    formAddress.current ??= here;
    const address = quoteId && view !== 'form' ? `${home}/quote/${quoteId}` : formAddress.current;
    if (here !== address) window.history.replaceState(window.history.state, '', address);
  }, [quoteId, view, home]);

  // The form survives a reload: kept in this tab's session storage. What the visitor typed
  // before the page's scripts started is read back from the fields first, on the very first
  // run, before React draws them again from its state.
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const page = section.current?.querySelector('form');
      const typed = page && editedSinceLoad(page) ? formStateFromFormData(new FormData(page), today) : undefined;
      const saved = typed ?? (initialForm ? undefined : restoreFormState(kept(() => sessionStorage.getItem(SESSION_KEY)) ?? null, today));
      if (saved) dispatch({ type: 'restored', form: saved });
      return;
    }
    kept(() => sessionStorage.setItem(SESSION_KEY, JSON.stringify(form)));
  }, [form, today, initialForm, kept]);

  // Spec §4 "Other": the vehicle list reloads whenever the goods, stackable or ADR change.
  const needs = JSON.stringify({ parcels: form.parcels, isStackable: form.isStackable, isDangerous: form.isDangerous });
  const firstNeeds = useRef(needs);
  useEffect(() => {
    if (!hydrated || needs === firstNeeds.current) return;
    firstNeeds.current = '';
    const controller = new AbortController();
    dispatch({ type: 'vehiclesRequested' });
    const timer = setTimeout(() => {
      vehicleOptions(JSON.parse(needs), controller.signal)
        .then((advice) => {
          dispatch({ type: 'vehiclesLoaded', advice });
          // Spec §8: 'Impossible de charger les types de véhicules', and the default list.
          if (advice.degraded) show('error', t('booking.toasts.errorTitle'), t('booking.vehicle.loadError'));
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          // Spec §8 "Vehicle type failure: default list": the list said to be shown is the one shown.
          dispatch({ type: 'vehiclesLoaded', advice: { options: rankVehicleOptions(DEFAULT_VEHICLE_OPTIONS), degraded: true } });
          show('error', t('booking.toasts.errorTitle'), t('booking.vehicle.loadError'));
        });
    }, VEHICLE_RELOAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [hydrated, needs, show, t]);

  useEffect(() => {
    if (!state.modifyNotice) return;
    const timer = setTimeout(() => dispatch({ type: 'modifyNoticeEnded' }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state.modifyNotice]);

  useEffect(() => {
    if (!state.awaitingCallbackForm || view !== 'offers') return;
    const timer = setTimeout(() => dispatch({ type: 'callbackFormDue' }), NO_OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.awaitingCallbackForm, view]);

  // Each view change brings the tool into sight below the sticky header (whatever its height
  // in this language and width) and puts focus on its heading.
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view || !section.current) return;
    shownView.current = view;
    const heading = section.current.querySelector<HTMLElement>('[data-view-heading]');
    heading?.focus({ preventScroll: true });
    const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
    const top = section.current.getBoundingClientRect().top + window.scrollY - header - VIEW_GAP_PX;
    window.scrollTo({ top: Math.max(0, top) });
  }, [view]);

  // Prices shown once the contact is given (the dialog is gone, and the button that opened it):
  // focus goes to the priced offers' heading, one Tab from the first "Choose offer".
  const pricesWereVisible = useRef(state.pricesVisible);
  useEffect(() => {
    if (state.pricesVisible && !pricesWereVisible.current && view === 'offers')
      section.current?.querySelector<HTMLElement>('[data-view-heading]')?.focus({ preventScroll: true });
    pricesWereVisible.current = state.pricesVisible;
  }, [state.pricesVisible, view]);

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
    dispatch({ type: 'sendRefused', form: prepared, errors: translateErrors(invalid) });
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
    firstNeeds.current = '';
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

  const vehicleName = (value: string) => {
    const option = state.vehicles.options.find((candidate) => candidate.value === value);
    return option ? vehicleLabel(option) : value;
  };
  // Beside the offers, the vehicle they are priced with: the one chosen for "Je ne sais pas".
  const pricedVehicle = state.vehicle
    ? vehicleLabel({ value: state.vehicle.type, label: state.vehicle.type }, state.vehicle.chosen)
    : state.sent && vehicleName(state.sent.vehicleType);
  const closeDialog = () => dispatch({ type: 'dialogClosed' });
  const modify = () => dispatch({ type: 'modifyAsked' });

  return (
    <div ref={section} className="booking-tool">
      {view === 'form' && (
        <QuoteForm
          state={form}
          errors={state.errors}
          today={today}
          vehicles={state.vehicles}
          sending={state.sending}
          hydrated={hydrated}
          notice={state.modifyNotice ? t('booking.form.modifyNotice') : undefined}
          refusal={initialMessage && !state.sent ? t(initialMessage) : undefined}
          onEdit={(patch, fields) => dispatch({ type: 'edited', patch, fields })}
          onSwap={() => dispatch({ type: 'endsSwapped' })}
          onParcelChange={(index, line, field) => dispatch({ type: 'lineChanged', index, line, field })}
          onAddLine={() => dispatch({ type: 'lineAdded' })}
          onRemoveLine={(index) => dispatch({ type: 'lineRemoved', index })}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        />
      )}
      {view === 'offers' && state.sent && (
        <OfferView
          slots={state.slots}
          pricing={state.pricing}
          pricesVisible={state.pricesVisible}
          shipment={state.sent}
          vehicleLabel={pricedVehicle!}
          onSeeOffer={() => dispatch({ type: 'seeOfferAsked' })}
          onChoose={choose}
          onModify={modify}
          onNewRequest={newRequest}
          unpriced={state.unpriced}
          expired={state.expired}
          sentNotice={
            sentQuote !== null && sentQuote === quoteId
              ? `${t('booking.toasts.quoteSentTitle')} ${t('booking.toasts.quoteSent')}`
              : undefined
          }
          repricing={state.repricing}
          onReprice={reprice}
          documentHref={quoteId ? `${home}/quote/${quoteId}/document` : undefined}
        />
      )}
      {view === 'registered' && (
        <Outcome
          title={t('booking.registered.title')}
          message={registeredMessage(quoteReference ?? '', state.confirmed?.contact.phone)}
          action={t('booking.newQuote')}
          onAction={newRequest}
        >
          {state.confirmed && state.sent && (
            <QuoteRecap
              title={t('booking.recap.registeredTitle')}
              titleId="registered-recap-title"
              shipment={state.sent}
              vehicleLabel={pricedVehicle!}
              offer={state.confirmed.offer}
              contact={recapContact(state.confirmed.contact)}
            />
          )}
          {quoteId && (
            <p>
              <a href={`${home}/quote/${quoteId}/document`}>{t('booking.document.open')}</a>
            </p>
          )}
        </Outcome>
      )}
      {view === 'callbackSent' && (
        <Outcome
          title={t('booking.callbackSent.title')}
          message={t('booking.callbackSent.message')}
          action={t('booking.newQuote')}
          onAction={newRequest}
        />
      )}

      {dialog?.type === 'contact' && <ContactDialog kind="contact" onSave={saveDetails} onCancel={closeDialog} />}
      {dialog?.type === 'callback' && (
        <ContactDialog
          kind="callback"
          reason={state.unpriced.some((offer) => offer.reason === 'noRoadLink') ? t('booking.callback.noRoadLink') : undefined}
          onSave={callback}
          onCancel={modify}
        />
      )}
      {dialog?.type === 'confirm' && quoteReference && (
        <ConfirmDialog
          quoteReference={quoteReference}
          offer={dialog.offer}
          contact={dialog.contact}
          shipment={state.sent ?? form}
          vehicleLabel={pricedVehicle ?? vehicleName(form.vehicleType)}
          onConfirm={() => confirm(dialog.offer)}
          onCancel={closeDialog}
        />
      )}
      {dialog?.type === 'unavailable' && (
        <UnavailableDialog
          contactHref={contactHref}
          onClose={closeDialog}
          onRetry={() => {
            closeDialog();
            void send();
          }}
        />
      )}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}

function Outcome({
  title,
  message,
  action,
  onAction,
  children,
}: {
  title: string;
  message: string;
  action: string;
  onAction: () => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="booking-outcome">
      <h2 data-view-heading tabIndex={-1}>
        {title}
      </h2>
      <p>{message}</p>
      {children}
      <button type="button" className="button-primary" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
