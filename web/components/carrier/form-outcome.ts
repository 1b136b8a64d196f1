import type { InputError } from '#src/application/errors.ts';

/** What a carrier's page's form came to: kept (`done` says how the page puts it), or refused with the fields to fix. */
export type FormOutcome<Done extends string> = Done | { invalid: InputError[] } | null;

/** The fields a refused form names. */
export const invalidFields = (outcome: FormOutcome<string>): Set<string> =>
  new Set(outcome !== null && typeof outcome === 'object' ? outcome.invalid.map((error) => error.field) : []);
