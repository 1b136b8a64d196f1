import { z } from 'zod';
import type { LoginThrottled } from '../../application/admin/errors.ts';
import { singleLine } from '../../application/inputs/text-fields.ts';
import { BUSINESS_TIME_ZONE } from '../../domain/shipment/local-time.ts';
import { LEAD_STATUSES, LEAD_TYPES } from '../../domain/staff/leads.ts';

// What the back office's writes take, and how a held-back login is answered: the same for the
// JSON API (/api/admin, for scripts) and the staff page's action (its forms).

/** A lead's new status, with the agent's note. */
export const statusInput = z.object({ status: z.enum(LEAD_STATUSES), note: z.string().max(2_000).nullish() });
/** Which lead: its kind and id. */
export const leadParams = z.object({ type: z.enum(LEAD_TYPES), id: z.uuid() });
// A username longer than the column is no account: the login use case refuses it before any write.
export const loginInput = z.object({ username: singleLine(1_000).default(''), password: z.string().max(200).default('') });

/** When a held-back login may try again: Retry-After's seconds, and the time in Paris the staff reads. */
export function loginWait(error: LoginThrottled) {
  return {
    seconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)),
    time: new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }).format(error.until),
  };
}
