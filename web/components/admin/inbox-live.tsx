import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { AUTOMATIC_COOKIE, AUTOMATIC_PARAM } from '#src/domain/staff/staff-policy.ts';
import { useHydrated } from '../use-hydrated.ts';

/** 'static' before scripts run (the page refreshes itself), then the state of the event stream. */
export type LiveState = 'static' | 'connecting' | 'live' | 'reconnecting';

/** How long a stream refused (a restart, the database away) waits before it is opened again. */
const REOPEN_MS = 10_000;

/**
 * Keeps the staff page in step with the inbox: the database's notifications come down an event
 * stream (GET /api/admin/inbox/events) and each one reloads the page's data. The browser opens a
 * lost stream again by itself; a refused one is opened again a little later, and the page's data
 * reloaded once it is back (the login form at once if the session ended). While the server says
 * it no longer hears the database ('paused'), the page says it is not live.
 */
export function useInboxLive(): LiveState {
  const revalidator = useRevalidator();
  // A reload the page makes by itself: marked so that it does not keep the session alive.
  const reload = useEffectEvent(() => {
    document.cookie = `${AUTOMATIC_COOKIE}=1; path=/; max-age=30; samesite=strict`;
    void revalidator.revalidate().finally(() => {
      document.cookie = `${AUTOMATIC_COOKIE}=; path=/; max-age=0; samesite=strict`;
    });
  });
  const hydrated = useHydrated();
  const [state, setState] = useState<Exclude<LiveState, 'static'>>('connecting');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/admin/inbox/events?${AUTOMATIC_PARAM}=1`);
    let pending: number | undefined;
    let reopen: number | undefined;
    let missed = attempt > 0;
    // A burst of changes (a status and its lead) reloads once.
    const refresh = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(reload, 100);
    };
    source.addEventListener('open', () => {
      setState('live');
      if (missed) refresh();
      missed = false;
    });
    source.addEventListener('error', () => {
      missed = true;
      setState('reconnecting');
      if (source.readyState !== EventSource.CLOSED) return;
      // Refused: a session that ended shows the login form at once; a server or database away
      // keeps the page as it is (its data stays readable) and the stream is tried again.
      void fetch(`/api/admin/session?${AUTOMATIC_PARAM}=1`, { cache: 'no-store' })
        .then((answer) => answer.status === 401 && refresh())
        .catch(() => undefined);
      reopen = window.setTimeout(() => setAttempt((count) => count + 1), REOPEN_MS);
    });
    source.addEventListener('inbox', refresh);
    // The server is reached but no longer hears the database: not live until it does again
    // (the 'inbox' resync that follows 'resumed' reloads what was missed).
    source.addEventListener('paused', () => setState('reconnecting'));
    source.addEventListener('resumed', () => setState('live'));
    source.addEventListener('signed-out', () => {
      source.close();
      refresh();
    });
    return () => {
      window.clearTimeout(pending);
      window.clearTimeout(reopen);
      source.close();
    };
  }, [attempt]);
  return hydrated ? state : 'static';
}

export function LiveStatus({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  return (
    <p className={`inbox__live inbox__live--${state}`} role="status">
      {t(`adminUi.inbox.live.${state}`)}
    </p>
  );
}

const SOUND_KEY = 'flash.inbox.sound';

/** A short two-note chime, made on the spot (no file to load). */
function chime(context: AudioContext) {
  const start = context.currentTime;
  for (const [index, frequency] of [880, 1320].entries()) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + index * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.2, start + index * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + index * 0.18 + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + index * 0.18);
    oscillator.stop(start + index * 0.18 + 0.32);
  }
}

/**
 * An optional sound when a lead arrives, the agent's choice kept in this browser. Browsers let a
 * page play sound only after a gesture: turning it on is that gesture.
 */
export function ArrivalSound({ leadKeys }: { leadKeys: readonly string[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // Read in the browser only; nothing is drawn before hydration, so the markup cannot differ.
  const [on, setOn] = useState(() => typeof window !== 'undefined' && window.localStorage.getItem(SOUND_KEY) === 'on');
  const context = useRef<AudioContext | null>(null);
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    const arrived = known.current !== null && leadKeys.some((key) => !known.current!.has(key));
    known.current = new Set(leadKeys);
    if (arrived && on) {
      // After a reload the page may play again once the agent has touched it (browsers' rule).
      context.current ??= new AudioContext();
      void context.current.resume().then(() => chime(context.current!));
    }
  }, [leadKeys, on]);
  if (!hydrated) return null;
  return (
    <label className="inbox__sound">
      <input
        type="checkbox"
        checked={on}
        onChange={(event) => {
          const wanted = event.target.checked;
          setOn(wanted);
          window.localStorage.setItem(SOUND_KEY, wanted ? 'on' : 'off');
          if (wanted) {
            context.current ??= new AudioContext();
            void context.current.resume();
          }
        }}
      />{' '}
      {t('adminUi.inbox.sound')}
    </label>
  );
}
