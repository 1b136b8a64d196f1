/**
 * The refusals the product answers to a person or to a system. Each is a class of its
 * own that names its code, and the module declaring it adds it to `ApplicationErrors` (declaration
 * merging), so the codes grow with the classes. The tables that answer them (the pages' and the
 * JSON API's in `src/http/error-answers.ts`, /api/v1's problems in `problem-answers.ts`) are
 * records over every code: an error without an answer fails `tsc`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each error's own module
export interface ApplicationErrors {}

export type ApplicationErrorCode = keyof ApplicationErrors;

export abstract class ApplicationError<C extends ApplicationErrorCode = ApplicationErrorCode> extends Error {
  abstract readonly code: C;
}

/** A table with an entry for every code, each taking its own class (and what else the table asks for). */
export type ByCode<R, A extends unknown[] = []> = { [C in ApplicationErrorCode]: (error: ApplicationErrors[C], ...rest: A) => R };

/** The table's entry for this error, keyed by the error's own code: the entry takes that class. */
export function entryFor<R, A extends unknown[]>(table: ByCode<R, A>, error: ApplicationError): (error: ApplicationError, ...rest: A) => R {
  return table[error.code] as (error: ApplicationError, ...rest: A) => R;
}

/**
 * Whether `error` is the refusal of this code: by its code, never by its class, so that it holds
 * where the pages run with their own copy of the server's modules (Vite's development server).
 */
export function refusedAs<C extends ApplicationErrorCode>(error: unknown, code: C): error is ApplicationErrors[C] {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code && error instanceof Error;
}
