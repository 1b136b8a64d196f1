import type { DriverTap } from '#src/domain/transport/driver-steps.ts';

// A driver crosses areas with no signal. Each tap is kept on the phone with the phone's
// time (localStorage, so a reload keeps it too) and sent when the network answers, oldest first;
// the server dates the step by that time when the step rules allow it.

export interface TapStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const keyOf = (quoteRequestId: string) => `drive-taps:${quoteRequestId}`;

export const keptTaps = (store: TapStore, quoteRequestId: string): DriverTap[] => parseTaps(storedTaps(store, quoteRequestId));

const listeners = new Set<() => void>();

export function keepTaps(store: TapStore, quoteRequestId: string, taps: readonly DriverTap[]): void {
  store.setItem(keyOf(quoteRequestId), JSON.stringify(taps));
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: told when this page (or another tab, by the storage event) changes the kept taps. */
export function subscribeToTaps(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The kept taps as stored (a string: the same value until they change), for useSyncExternalStore. */
export const storedTaps = (store: TapStore, quoteRequestId: string) => store.getItem(keyOf(quoteRequestId)) ?? '[]';

export function parseTaps(stored: string): DriverTap[] {
  try {
    const kept: unknown = JSON.parse(stored);
    return Array.isArray(kept) ? (kept as DriverTap[]) : [];
  } catch {
    return [];
  }
}

const flushing = new Map<string, Promise<FlushOutcome>>();
export interface FlushOutcome {
  /** the job as the server last answered, when a tap was kept */
  lastJob: unknown;
  refused: number;
}

/**
 * Sends what is kept, once at a time per job (a tap made meanwhile waits for the next round, behind
 * the others); what was not reached stays, in order, with what was tapped while sending.
 */
export function flushTaps(store: TapStore, quoteRequestId: string, send: (tap: DriverTap) => Promise<SendOutcome>): Promise<FlushOutcome> {
  const running = flushing.get(quoteRequestId);
  if (running) return running.then(() => flushTaps(store, quoteRequestId, send));
  const round = (async () => {
    const kept = keptTaps(store, quoteRequestId);
    if (kept.length === 0) return { lastJob: undefined, refused: 0 };
    const { left, lastJob, refused } = await sendInOrder(kept, send);
    keepTaps(store, quoteRequestId, [...left, ...keptTaps(store, quoteRequestId).slice(kept.length)]);
    return { lastJob, refused };
  })().finally(() => flushing.delete(quoteRequestId));
  flushing.set(quoteRequestId, round);
  return round;
}

/** What the server said of one tap: kept (the job after it), refused for good, or not reached (try again later). */
export type SendOutcome = { kept: unknown } | 'refused' | 'unreached';

/**
 * Sends the kept taps in order until one is not reached: a tap kept or refused leaves the queue
 * (a refusal means the job moved on without it: an agent recorded the step, say); the first one
 * not reached stays, with every tap after it, so the order is never broken.
 */
export async function sendInOrder(
  taps: readonly DriverTap[],
  send: (tap: DriverTap) => Promise<SendOutcome>,
): Promise<{ left: DriverTap[]; lastJob: unknown; refused: number }> {
  let lastJob: unknown;
  let refused = 0;
  for (const [index, tap] of taps.entries()) {
    const outcome = await send(tap);
    if (outcome === 'unreached') return { left: taps.slice(index), lastJob, refused };
    if (outcome === 'refused') refused += 1;
    else lastJob = outcome.kept;
  }
  return { left: [], lastJob, refused };
}

/** One tap to the server: 2xx kept; 4xx refused, but for 408 and 429; no answer or 5xx not reached. */
export async function postTap(link: string, tap: DriverTap, language: string): Promise<SendOutcome> {
  try {
    const response = await fetch(`/api/drive/${encodeURIComponent(link)}/taps?language=${language}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(tap),
    });
    if (response.ok) return { kept: ((await response.json()) as { job: unknown }).job };
    if (response.status >= 500 || response.status === 408 || response.status === 429) return 'unreached';
    return 'refused';
  } catch {
    return 'unreached';
  }
}
