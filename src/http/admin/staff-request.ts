import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { fieldErrorsOf } from '../../application/inputs/parse-input.ts';
import { InvalidInput } from '../../application/errors.ts';
import { filterDate, isSearchText } from '../../domain/staff/list-filters.ts';
import { SORT_DIRECTIONS, SORT_KEYS } from '../../domain/staff/admin-tabs.ts';
import type { Language } from '../../domain/language.ts';
import type { StaffSession } from '../../ports/staff-auth.ts';
import { answerFor, sendRefusal } from '../error-answers.ts';
import { readerLanguage, translate } from '../messages.ts';
import type { StaffWrite } from '../../domain/staff/staff-writes.ts';
import { type StaffWriteInput, type StaffWriteResult, runStaffWrite } from './staff-writes.ts';
import { actorOf } from '../actor.ts';
import type { TextKey } from '../../i18n/catalog-instance.ts';

/** A request the back office's schemas refuse: 400 with each field. */
export const refuseMalformed = (res: Response, issues: readonly z.core.$ZodIssue[]) =>
  sendRefusal(res, answerFor(new InvalidInput(fieldErrorsOf(issues)))!, 'fr');

// The back office's JSON answers speak French, as the spec's admin does.
export const staffSays = (key: TextKey, values?: Record<string, string>) => translate('fr', key, values);

const listDay = z.string().transform((value, context) => filterDate(value) ?? (context.addIssue('expected a day, YYYY-MM-DD'), z.NEVER));
export const listInput = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
  search: z.string().trim().max(100).refine(isSearchText, 'no NUL').optional(),
  from: listDay.optional(),
  to: listDay.optional(),
  sort: z.enum(SORT_KEYS).optional(),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
});

export function listQuery(query: unknown) {
  const { sort, dir, ...rest } = listInput.parse(query);
  return { ...rest, sort: sort ? { key: sort, direction: dir } : undefined };
}

/** The staff session the router's guard found for this request (requireStaff lets no other actor through). */
export function currentStaff(res: Response): StaffSession {
  const actor = actorOf(res);
  if (actor.kind !== 'staff') throw new Error('a staff route is reached only with a staff session');
  return actor.staff;
}

/**
 * A staff write of /api/admin through its one handler (staff-writes.ts): `read` takes its fields
 * from the path and the body, `answer` sends its result; a refusal is answered from the tables in
 * the reader's language.
 */
export const staffWrite =
  <N extends StaffWrite>(
    services: Parameters<typeof runStaffWrite>[1],
    name: N,
    read: (req: Request) => StaffWriteInput<N>,
    answer: (res: Response, result: StaffWriteResult<N>) => void,
  ): RequestHandler =>
  (req, res) =>
    answeringRefusals(res, async () => answer(res, await runStaffWrite(name, services, currentStaff(res), read(req))), readerLanguage(req));

/** Runs a staff request; an application's refusal (404, 409…) is answered as such, anything else thrown. */
export async function answeringRefusals(res: Response, work: () => Promise<void>, language: Language = 'fr') {
  try {
    await work();
  } catch (error) {
    const answer = answerFor(error);
    if (!answer) throw error;
    sendRefusal(res, answer, language);
  }
}
