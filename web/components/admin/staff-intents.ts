import { STAFF_WRITES } from '#src/domain/staff/staff-writes.ts';

/**
 * Every intent a form of the staff page posts, each answered by staff-actions.server.ts: the staff
 * writes (each through the handler /api/admin calls too), and signing in and out. The forms take
 * one of these, and the action's table must answer each and no other, so a misspelt intent fails
 * `tsc` on either side. `logIn` is the one form without a session.
 */
export const STAFF_INTENTS = ['logIn', 'logOut', ...STAFF_WRITES] as const;

export type StaffIntent = (typeof STAFF_INTENTS)[number];

/** Those that make a secret, shown once (staff-secret.server.ts). */
export type SecretIntent = Extract<StaffIntent, 'issueKey' | 'registerWebhook'>;
