import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PARCEL_LINE, type ParcelLine } from '../../../src/domain/shipment/parcel-line.ts';
import type { FieldError } from '../../../src/domain/shipment/validate-shipment.ts';
import type { UnpricedOffer } from '../../../src/domain/quote/quote.ts';
import { DEFAULT_VEHICLE_OPTIONS, rankVehicleOptions } from '../../../src/domain/pricing/vehicles.ts';
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
import { editedSinceLoad } from './edited-since-load.ts';
import { ConfirmDialog, ContactDialog, UnavailableDialog } from './dialogs.tsx';
import {
  type QuoteFormState,
  SESSION_KEY,
  defaultFormState,
  errorsAfterRemovingLine,
  formStateFromFormData,
  prepareToSend,
  quoteRequestBody,
  restoreFormState,
  swapEnds,
  withoutErrors,
} from './form-state.ts';
import { OfferView } from './offer-view.tsx';
import { QuoteForm } from './quote-form.tsx';
import { ToastRegion, useToasts } from './toasts.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { useVehicleLabel } from './vehicle-list.tsx';
import type { OfferSlot } from './offer-card.tsx';

// Spec §9: the modification notice shows for 3 s; the no-offer form opens 3 s after pricing settles.
const NOTICE_MS = 3_000;
const NO_OFFER_DELAY_MS = 3_000;
const VEHICLE_RELOAD_DEBOUNCE_MS = 250;
const LOADING_SLOTS: OfferSlot[] = [
  { variant: 'priority', isLoading: true },
  { variant: 'economy', isLoading: true },
  { variant: 'standard', isLoading: true },
];

export interface BookingToolProps {
  /** today in the business time zone, from the server, so both sides render the same form */
  today: string;
  vehicles: VehicleAdvice;
  /** where the Contact button of the unavailable dialog leads */
  contactHref: string;
  /** a form posted without JavaScript and sent back with its errors */
  initialForm?: QuoteFormState;
  initialErrors?: FieldError<string>[];
  /** a catalog key for a refusal that is about no field (too many quotes from one address) */
  initialMessage?: string;
}

type FieldMessages = Record<string, string>;
const asList = (errors: FieldMessages) => Object.entries(errors).map(([field, message]) => ({ field, message }));
const asRecord = (list: { field: string; message: string }[]): FieldMessages => Object.fromEntries(list.map((error) => [error.field, error.message]));

type View = 'form' | 'offers' | 'registered' | 'callbackSent';
type Dialog =
  | { type: 'contact' }
  | { type: 'confirm'; offer: VisibleOffer; contact: ContactDetails }
  | { type: 'callback' }
  | { type: 'unavailable' }
  | undefined;

/** The quote tool: form, offers, dialogs and confirmation (spec §4 "Booking flow"). */
export default function BookingTool({ today, vehicles: initialVehicles, contactHref, initialForm, initialErrors, initialMessage }: BookingToolProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const vehicleLabel = useVehicleLabel();
  const { toasts, show, dismiss } = useToasts();
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
          show('warning', t('booking.toasts.warningTitle'), t('booking.toasts.keepFailed', { message: t('booking.toasts.keepFailedReason') }));
        }
        return undefined;
      }
    },
    [show, t],
  );
  const translateErrors = useCallback(
    (errors: readonly { field: string; key: string; message?: string }[]) =>
      Object.fromEntries(errors.map((error) => [error.field, error.message ?? t(`validation.${error.key}`)])),
    [t],
  );

  const [form, setForm] = useState<QuoteFormState>(
    () => initialForm ?? { ...defaultFormState(today), vehicleType: initialVehicles.options[0]?.value ?? '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>(() => translateErrors(initialErrors ?? []));
  const [vehicles, setVehicles] = useState({ ...initialVehicles, loading: false });
  const [view, setView] = useState<View>('form');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [quoteId, setQuoteId] = useState<string>();
  const [sent, setSent] = useState<QuoteFormState>();
  const [slots, setSlots] = useState<OfferSlot[]>([]);
  const [pricing, setPricing] = useState(false);
  const [pricesVisible, setPricesVisible] = useState(false);
  const [dialog, setDialog] = useState<Dialog>();
  /** why the chosen offer can no longer be confirmed (409 expired), until priced again */
  const [expired, setExpired] = useState<string>();
  const [repricing, setRepricing] = useState(false);
  const [unpriced, setUnpriced] = useState<UnpricedOffer[]>([]);
  const section = useRef<HTMLDivElement>(null);
  const restored = useRef(false);
  const noOfferTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The form survives a reload: kept in this tab's session storage. What the visitor typed
  // before the page's scripts started is read back from the fields first, on the very first
  // run, before React draws them again from its state.
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const page = section.current?.querySelector('form');
      const typed = page && editedSinceLoad(page) ? formStateFromFormData(new FormData(page), today) : undefined;
      const saved = typed ?? (initialForm ? undefined : restoreFormState(kept(() => sessionStorage.getItem(SESSION_KEY)) ?? null, today));
      if (saved) setForm(saved);
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
    setVehicles((current) => ({ ...current, loading: true }));
    const timer = setTimeout(() => {
      vehicleOptions(JSON.parse(needs), controller.signal)
        .then((advice) => {
          setVehicles({ ...advice, loading: false });
          // Spec §8: 'Impossible de charger les types de véhicules', and the default list.
          if (advice.degraded) show('error', t('booking.toasts.errorTitle'), t('booking.vehicle.loadError'));
          setForm((current) =>
            advice.options.some((option) => option.value === current.vehicleType)
              ? current
              : { ...current, vehicleType: advice.options[0]?.value ?? '' },
          );
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          // Spec §8 "Vehicle type failure: default list": the list said to be shown is the one shown.
          const options = rankVehicleOptions(DEFAULT_VEHICLE_OPTIONS);
          setVehicles({ options, degraded: true, loading: false });
          setForm((current) =>
            options.some((option) => option.value === current.vehicleType) ? current : { ...current, vehicleType: options[0]?.value ?? '' },
          );
          show('error', t('booking.toasts.errorTitle'), t('booking.vehicle.loadError'));
        });
    }, VEHICLE_RELOAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [hydrated, needs, show, t]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  useEffect(() => () => clearTimeout(noOfferTimer.current), []);

  // Each view change brings the tool into sight and puts focus on its heading.
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const heading = section.current?.querySelector<HTMLElement>('[data-view-heading]');
    heading?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  }, [view]);

  const focusFirstError = () =>
    requestAnimationFrame(() => section.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const edit = (patch: Partial<QuoteFormState>, fields: string[]) => {
    setForm((current) => ({ ...current, ...patch }));
    if (fields.length > 0) setErrors((current) => asRecord(withoutErrors(asList(current), fields)));
  };

  const changeLine = (index: number, line: ParcelLine, field: string) => {
    setForm((current) => ({ ...current, parcels: current.parcels.map((existing, at) => (at === index ? line : existing)) }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const removeLine = (index: number) => {
    setForm((current) => (current.parcels.length > 1 ? { ...current, parcels: current.parcels.filter((_, at) => at !== index) } : current));
    setErrors((current) => asRecord(errorsAfterRemovingLine(asList(current), index)));
  };

  const price = async (id: string) => {
    setSlots(LOADING_SLOTS);
    setPricing(true);
    try {
      const { offers, unpriced: withoutTariff } = await streamOffers(id, language, (event) => {
        if (event.type !== 'offer') return;
        setSlots((current) => current.map((slot) => (slot.variant === event.offer.variant ? { ...event.offer, isLoading: false } : slot)));
      });
      setSlots(offers.map((offer) => ({ ...offer, isLoading: false })));
      setUnpriced(withoutTariff);
      setPricesVisible(offers.some((offer) => offer.price !== undefined));
      if (offers.length > 0) {
        show('success', t('booking.toasts.quoteSentTitle'), t('booking.toasts.quoteSent'));
      } else {
        noOfferTimer.current = setTimeout(() => setDialog({ type: 'callback' }), NO_OFFER_DELAY_MS);
      }
    } catch {
      // Spec §4: if the offer search throws, back to the form with the send error.
      show('error', t('booking.toasts.sendErrorTitle'), t('booking.toasts.sendError'));
      setView('form');
    } finally {
      setPricing(false);
    }
  };

  const send = async () => {
    const { prepared, errors: invalid } = prepareToSend(form, new Date(), language);
    setForm(prepared);
    if (invalid.length > 0) {
      setErrors(translateErrors(invalid));
      show('error', t('booking.toasts.validationTitle'), t('validation.general'));
      focusFirstError();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { id } = await createQuote(quoteRequestBody(prepared, language));
      setQuoteId(id);
      setSent(prepared);
      setPricesVisible(false);
      setView('offers');
      await price(id);
    } catch (error) {
      if (error instanceof Unreachable) {
        setDialog({ type: 'unavailable' });
      } else if (error instanceof ServerRefused && error.fieldErrors.length > 0) {
        setErrors(translateErrors(error.fieldErrors));
        show('error', t('booking.toasts.validationTitle'), t('validation.general'));
        focusFirstError();
      } else if (error instanceof ServerRefused && error.status === 429) {
        show('error', t('booking.toasts.errorTitle'), error.message);
      } else {
        show('error', t('booking.toasts.sendErrorTitle'), t('booking.toasts.sendError'));
      }
    } finally {
      setSending(false);
    }
  };

  const modify = () => {
    clearTimeout(noOfferTimer.current);
    setDialog(undefined);
    setView('form');
    setNotice(t('booking.form.modifyNotice'));
  };

  const newRequest = () => {
    clearTimeout(noOfferTimer.current);
    kept(() => sessionStorage.removeItem(SESSION_KEY));
    setForm({ ...defaultFormState(today), vehicleType: initialVehicles.options[0]?.value ?? '' });
    firstNeeds.current = '';
    setErrors({});
    setQuoteId(undefined);
    setSlots([]);
    setDialog(undefined);
    setView('form');
  };

  const saveDetails = async (contact: ContactDetails) => {
    if (!quoteId) {
      show('error', t('booking.toasts.missingTitle'), t('booking.toasts.missing'));
      return;
    }
    const { offers } = await saveContact(quoteId, contact, language);
    setSlots(offers.map((offer) => ({ ...offer, isLoading: false })));
    setPricesVisible(true);
    setDialog(undefined);
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
    else setDialog({ type: 'confirm', offer, contact });
  };

  const confirm = async (offer: VisibleOffer) => {
    try {
      await confirmOffer(quoteId!, offer.id, language);
      setDialog(undefined);
      setView('registered');
      show('success', t('booking.toasts.registeredTitle'), t('booking.toasts.registered'));
    } catch (error) {
      if (error instanceof ServerRefused && error.code === 'expired') {
        // The offer no longer holds: say why where the offers are, with the way out beside it.
        setDialog(undefined);
        setExpired(error.message);
        return;
      }
      show('error', t('booking.toasts.errorTitle'), error instanceof Unreachable ? t('booking.unavailable.message') : t('booking.toasts.saveFailed'));
    }
  };

  const reprice = async () => {
    setRepricing(true);
    try {
      const { id } = await repriceQuote(quoteId!, language);
      setExpired(undefined);
      setQuoteId(id);
      setPricesVisible(false);
      await price(id);
    } catch (error) {
      show('error', t('booking.toasts.errorTitle'), error instanceof ServerRefused && error.status === 429 ? error.message : t('booking.toasts.genericError'));
    } finally {
      setRepricing(false);
    }
  };

  const callback = async (contact: ContactDetails) => {
    await requestCallback(quoteId!, contact, language);
    setDialog(undefined);
    setView('callbackSent');
  };

  const vehicleName = (value: string) => {
    const option = vehicles.options.find((candidate) => candidate.value === value);
    return option ? vehicleLabel(option) : value;
  };

  return (
    <div ref={section} className="booking-tool">
      {view === 'form' && (
        <QuoteForm
          state={form}
          errors={errors}
          today={today}
          vehicles={vehicles}
          sending={sending}
          hydrated={hydrated}
          notice={notice}
          refusal={initialMessage && !sent ? t(initialMessage) : undefined}
          onEdit={edit}
          onSwap={() => setForm(swapEnds)}
          onParcelChange={changeLine}
          onAddLine={() => setForm((current) => ({ ...current, parcels: [...current.parcels, { ...DEFAULT_PARCEL_LINE }] }))}
          onRemoveLine={removeLine}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        />
      )}
      {view === 'offers' && sent && (
        <OfferView
          slots={slots}
          pricing={pricing}
          pricesVisible={pricesVisible}
          shipment={sent}
          vehicleLabel={vehicleName(sent.vehicleType)}
          onSeeOffer={() => setDialog({ type: 'contact' })}
          onChoose={choose}
          onModify={modify}
          onNewRequest={newRequest}
          unpriced={unpriced}
          expired={expired}
          repricing={repricing}
          onReprice={reprice}
        />
      )}
      {view === 'registered' && (
        <Outcome title={t('booking.registered.title')} message={t('booking.registered.message')} action={t('booking.newQuote')} onAction={newRequest} />
      )}
      {view === 'callbackSent' && (
        <Outcome title={t('booking.callbackSent.title')} message={t('booking.callbackSent.message')} action={t('booking.newQuote')} onAction={newRequest} />
      )}

      {dialog?.type === 'contact' && <ContactDialog kind="contact" onSave={saveDetails} onCancel={() => setDialog(undefined)} />}
      {dialog?.type === 'callback' && <ContactDialog kind="callback" onSave={callback} onCancel={modify} />}
      {dialog?.type === 'confirm' && quoteId && (
        <ConfirmDialog quoteId={quoteId} offer={dialog.offer} contact={dialog.contact} onConfirm={() => confirm(dialog.offer)} onCancel={() => setDialog(undefined)} />
      )}
      {dialog?.type === 'unavailable' && (
        <UnavailableDialog
          contactHref={contactHref}
          onClose={() => setDialog(undefined)}
          onRetry={() => {
            setDialog(undefined);
            void send();
          }}
        />
      )}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}

function Outcome({ title, message, action, onAction }: { title: string; message: string; action: string; onAction: () => void }) {
  return (
    <div className="booking-outcome">
      <h2 data-view-heading tabIndex={-1}>
        {title}
      </h2>
      <p>{message}</p>
      <button type="button" className="button-primary" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
