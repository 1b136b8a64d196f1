import { type Dispatch, type RefObject, useCallback, useEffect, useRef } from 'react';
import type { InputError } from '#src/application/errors.ts';
import { DEFAULT_VEHICLE_OPTIONS, rankVehicleOptions } from '#src/domain/pricing/vehicles.ts';
import type { useTranslation } from '#web/i18n/use-translation.tsx';
import { vehicleOptions } from './booking-api.ts';
import type { BookingEvent, BookingState, View } from './booking-machine.ts';
import { editedSinceLoad } from './edited-since-load.ts';
import { type QuoteFormState, SESSION_KEY, formStateFromFormData, restoreFormState } from './form-state.ts';
import type { ToastTone } from './toasts.tsx';

// What the quote tool does beside drawing its views: its address, the form kept across reloads,
// the vehicle list kept in step with the goods, its timers, and where the eye and focus go.

type Translate = ReturnType<typeof useTranslation>['t'];
type Show = (tone: ToastTone, title: string, description: string) => void;

// Spec §9: the modification notice shows for 3 s; the no-offer form opens 3 s after pricing settles.
const NOTICE_MS = 3_000;
const NO_OFFER_DELAY_MS = 3_000;
const VEHICLE_RELOAD_DEBOUNCE_MS = 250;
/** room left between the sticky header and the tool's new view */
const VIEW_GAP_PX = 16;

/**
 * Spec §8 'Attention' / 'Impossible de sauvegarder': a browser that refuses to keep the form
 * (storage full or switched off) is said once, and the quote goes on without it.
 */
export function useKept(show: Show, t: Translate) {
  const warned = useRef(false);
  return useCallback(
    <T>(work: () => T): T | undefined => {
      try {
        return work();
      } catch {
        if (!warned.current) {
          warned.current = true;
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
}

/** Each refusal's message in the page's language, by field. */
export function useErrorMessages(t: Translate) {
  return useCallback(
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
}

/**
 * The quote has its own address: once it exists the address bar shows it, so a reload, the
 * history or a bookmark brings back the quote's page, rendered by the server in its state.
 * The router is not told (this page stays as it is); the form's own address comes back with it.
 */
export function useQuoteAddress(quoteId: string | null | undefined, view: View, home: string) {
  const formAddress = useRef<string | undefined>(undefined);
  useEffect(() => {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    formAddress.current ??= here;
    const address = quoteId && view !== 'form' ? `${home}/quote/${quoteId}` : formAddress.current;
    if (here !== address) window.history.replaceState(window.history.state, '', address);
  }, [quoteId, view, home]);
}

/**
 * The form survives a reload: kept in this tab's session storage. What the visitor typed before
 * the page's scripts started is read back from the fields first, on the very first run, before
 * React draws them again from its state.
 */
export function useSavedForm(
  section: RefObject<HTMLDivElement | null>,
  form: QuoteFormState,
  today: string,
  initialForm: QuoteFormState | undefined,
  kept: ReturnType<typeof useKept>,
  dispatch: Dispatch<BookingEvent>,
) {
  const restored = useRef(false);
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
  }, [section, form, today, initialForm, kept, dispatch]);
}

/**
 * Spec §4 "Other": the vehicle list reloads whenever the goods, stackable or ADR change (not for
 * the form as the page drew it). Answers `forget`, for a new request to start from its own list.
 */
export function useVehicleReload(hydrated: boolean, form: QuoteFormState, show: Show, t: Translate, dispatch: Dispatch<BookingEvent>) {
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
  }, [hydrated, needs, show, t, dispatch]);
  return {
    forget: () => {
      firstNeeds.current = '';
    },
  };
}

/** The modification notice's 3 s, and the no-offer form 3 s after pricing settles with none. */
export function useBookingTimers(
  state: Pick<BookingState, 'modifyNotice' | 'awaitingCallbackForm' | 'view'>,
  dispatch: Dispatch<BookingEvent>,
) {
  useEffect(() => {
    if (!state.modifyNotice) return;
    const timer = setTimeout(() => dispatch({ type: 'modifyNoticeEnded' }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state.modifyNotice, dispatch]);

  useEffect(() => {
    if (!state.awaitingCallbackForm || state.view !== 'offers') return;
    const timer = setTimeout(() => dispatch({ type: 'callbackFormDue' }), NO_OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.awaitingCallbackForm, state.view, dispatch]);
}

/**
 * Each view change brings the tool into sight below the sticky header (whatever its height in
 * this language and width) and puts focus on its heading. Prices shown once the contact is given
 * (the dialog is gone, and the button that opened it): focus goes to the priced offers' heading,
 * one Tab from the first "Choose offer".
 */
export function useViewFocus(section: RefObject<HTMLDivElement | null>, view: View, pricesVisible: boolean) {
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view || !section.current) return;
    shownView.current = view;
    const heading = section.current.querySelector<HTMLElement>('[data-view-heading]');
    heading?.focus({ preventScroll: true });
    const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
    const top = section.current.getBoundingClientRect().top + window.scrollY - header - VIEW_GAP_PX;
    window.scrollTo({ top: Math.max(0, top) });
  }, [section, view]);

  const pricesWereVisible = useRef(pricesVisible);
  useEffect(() => {
    if (pricesVisible && !pricesWereVisible.current && view === 'offers')
      section.current?.querySelector<HTMLElement>('[data-view-heading]')?.focus({ preventScroll: true });
    pricesWereVisible.current = pricesVisible;
  }, [section, pricesVisible, view]);
}
