import { z } from 'zod';
import { singleLine } from '../../application/inputs/text-fields.ts';
import { LEAD_STATUSES, LEAD_TYPES } from '../../domain/staff/leads.ts';

// What the back office's writes take, read the same by the JSON API (/api/admin, for scripts)
// and by the staff page's action (its forms).

/** A lead's new status, with the agent's note. */
export const statusInput = z.object({ status: z.enum(LEAD_STATUSES), note: z.string().max(2_000).nullish() });
/** Which lead: its kind and id. */
export const leadParams = z.object({ type: z.enum(LEAD_TYPES), id: z.uuid() });
// A username longer than the column is no account: the login use case refuses it before any write.
export const loginInput = z.object({ username: singleLine(1_000).default(''), password: z.string().max(200).default('') });
