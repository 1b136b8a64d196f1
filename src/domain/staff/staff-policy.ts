// The back office's security rules (issue 6).

/** A session ends after 30 minutes without activity… */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** …and in any case 12 hours after login. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** 5 failed logins in 15 minutes, for one account or from one address, and logins wait. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

export function sessionIsLive(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_MS && now.getTime() - session.createdAt.getTime() < SESSION_ABSOLUTE_MS;
}

/**
 * When logins may resume: the window after the oldest failure of the last window, once there
 * were LOGIN_FAILURE_LIMIT of them; undefined while below the limit.
 */
export function throttledUntil(failures: readonly Date[], now: Date): Date | undefined {
  const recent = failures.filter((at) => now.getTime() - at.getTime() < LOGIN_FAILURE_WINDOW_MS).sort((a, b) => a.getTime() - b.getTime());
  if (recent.length < LOGIN_FAILURE_LIMIT) return undefined;
  return new Date(recent[recent.length - LOGIN_FAILURE_LIMIT]!.getTime() + LOGIN_FAILURE_WINDOW_MS);
}
