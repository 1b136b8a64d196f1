import { sessionIsLive } from '../../domain/staff/staff-policy.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Secrets, StaffSession, StaffSessions } from '../../ports/staff-auth.ts';
import { token } from '../../ports/token.ts';

/** `byPerson: false` for what a page asks by itself: the session is checked, its idle time not reset. */
export type AuthenticateStaff = (token: string | undefined, options?: { byPerson?: boolean }) => Promise<StaffSession | undefined>;
export const AuthenticateStaff = token<AuthenticateStaff>('AuthenticateStaff');
export type LogOut = (token: string | undefined) => Promise<void>;
export const LogOut = token<LogOut>('LogOut');

/** Only write the last-seen time once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** The live session a browser's token names, or undefined (and an expired one is removed). */
export function makeAuthenticateStaff(deps: { sessions: StaffSessions; secrets: Secrets; clock: Clock }): AuthenticateStaff {
  return async (token, { byPerson = true } = {}) => {
    if (!token) return undefined;
    const tokenHash = deps.secrets.digest(token);
    const session = await deps.sessions.find(tokenHash);
    if (!session) return undefined;
    const now = deps.clock.now();
    if (!sessionIsLive(session, now)) {
      await deps.sessions.remove(tokenHash);
      return undefined;
    }
    if (byPerson && now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await deps.sessions.touch(tokenHash, now);
    return session;
  };
}

/** 'Déconnexion' ends the session on the server. */
export function makeLogOut(deps: { sessions: StaffSessions; secrets: Secrets }): LogOut {
  return async (token) => {
    if (token) await deps.sessions.remove(deps.secrets.digest(token));
  };
}
