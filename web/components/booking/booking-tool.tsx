import { useReducer, useRef } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { InputError } from '#src/application/errors.ts';
import type { TextKey } from '#web/i18n/translator.ts';
import type { WallClock } from '#src/domain/shipment/local-time.ts';
import { useLanguage } from '../use-language.ts';
import type { VehicleAdvice } from './booking-api.ts';
import { bookingReducer, initialBookingState } from './booking-machine.ts';
import { useBookingActions } from './booking-actions.ts';
import {
  useBookingTimers,
  useErrorMessages,
  useKept,
  useQuoteAddress,
  useSavedForm,
  useVehicleReload,
  useViewFocus,
} from './booking-effects.ts';
import { BookingOutcome } from './booking-outcome.tsx';
import { ConfirmDialog, ContactDialog, UnavailableDialog, recapContact } from './dialogs.tsx';
import { QuoteRecap, useRegisteredMessage } from './quote-recap.tsx';
import { type QuoteFormState, defaultFormState } from './form-state.ts';
import { OfferView } from './offer-view.tsx';
import { QuoteForm } from './quote-form.tsx';
import { ToastRegion, useToasts } from './toasts.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { useVehicleLabel } from './vehicle-list.tsx';

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
  const kept = useKept(show, t);
  const errorMessages = useErrorMessages(t);
  const [state, dispatch] = useReducer(bookingReducer, undefined, () =>
    initialBookingState(
      initialForm ?? { ...defaultFormState(today, earliestPickup), vehicleType: initialVehicles.options[0]?.value ?? '' },
      initialVehicles,
      errorMessages(initialErrors ?? []),
    ),
  );
  const { form, view, dialog, quoteId, quoteReference } = state;
  const section = useRef<HTMLDivElement>(null);
  useQuoteAddress(quoteId, view, home);
  useSavedForm(section, form, today, initialForm, kept, dispatch);
  const vehicles = useVehicleReload(hydrated, form, show, t, dispatch);
  useBookingTimers(state, dispatch);
  useViewFocus(section, view, state.pricesVisible);
  const { sentQuote, send, newRequest, saveDetails, choose, confirm, reprice, callback } = useBookingActions({
    state,
    dispatch,
    language,
    t,
    show,
    kept,
    errorMessages,
    forgetVehicles: vehicles.forget,
    section,
    today,
    earliestPickup,
    initialVehicles,
  });

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
        <BookingOutcome
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
        </BookingOutcome>
      )}
      {view === 'callbackSent' && (
        <BookingOutcome
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
