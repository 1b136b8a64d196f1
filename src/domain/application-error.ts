/**
 * The refusals the product answers to a person or to a system (issue 51). Each is a class of its
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
