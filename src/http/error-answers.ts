import type { Response } from 'express';
import { type InputError, type InvalidInputKey } from '../application/errors.ts';
import { ApplicationError, type ByCode, entryFor } from '../domain/application-error.ts';
import type { Language } from '../domain/language.ts';
import { translate } from './messages.ts';
import type { TextKey } from '../i18n/catalog-instance.ts';

/** The `error` of every refusal the API sends (docs/api.md). */
export type ErrorCode = 'invalid' | 'unauthorized' | 'too_many' | 'not_found' | 'expired' | 'conflict';

/** What an application error means over HTTP, before it is worded in a language. */
export interface ErrorAnswer {
  status: 400 | 401 | 404 | 409 | 410 | 429;
  code: ErrorCode;
  /** the catalog key of the message */
  messageKey: TextKey;
  fieldErrors: InputError[];
  retryAfterSeconds?: number;
  /** why an offer expired (409 expired) */
  reason?: 'validity' | 'pickupPassed';
  /** the quote's status when it cannot take the step (409 conflict) */
  quoteStatus?: string;
}

/** The one body shape of a refusal. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  errors?: (InputError & { message: string })[];
  reason?: string;
  status?: string;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const answer = (status: ErrorAnswer['status'], code: ErrorCode, messageKey: TextKey, extra: Partial<ErrorAnswer> = {}): ErrorAnswer => ({
  status,
  code,
  messageKey,
  fieldErrors: [],
  ...extra,
});

/** For every refusal of the application, its answer to the pages and the JSON API; none for those only /api/v1 meets. */
export type PageAnswers = ByCode<ErrorAnswer | undefined>;

export const PAGE_ANSWERS = {
  invalidInput: (error) => answer(400, 'invalid', 'validation.general', { fieldErrors: error.errors }),
  tooManySubmissions: (error) => answer(429, 'too_many', 'quoteErrors.tooMany', { retryAfterSeconds: seconds(error.retryAfterMs) }),
  quoteNotFound: () => answer(404, 'not_found', 'quoteErrors.notFound'),
  notDeliveredYet: () => answer(409, 'conflict', 'quoteErrors.notDeliveredYet'),
  deliveryTimesHeld: () => answer(409, 'conflict', 'quoteErrors.deliveryTimesHeld'),
  buyerAddressMissing: () => answer(409, 'conflict', 'quoteErrors.buyerAddressMissing'),
  offerExpired: (error) => answer(409, 'expired', `quoteErrors.expired.${error.reason}`, { reason: error.reason }),
  quoteStateError: (error) => answer(409, 'conflict', 'quoteErrors.conflict', { quoteStatus: error.status }),
  leadNotFound: () => answer(404, 'not_found', 'admin.leadNotFound'),
  transportNotFound: () => answer(404, 'not_found', 'admin.transportNotFound'),
  transportMoveRefused: (error) => answer(409, 'conflict', 'admin.transportMoveRefused', { quoteStatus: error.state }),
  driverLinkRefused: (error) => answer(409, 'conflict', `admin.driverLink.${error.reason}`),
  driverLinkExpired: () => answer(410, 'expired', 'admin.driverLink.expired'),
  invoiceNotFound: () => answer(404, 'not_found', 'quoteErrors.invoiceNotFound'),
  invoicePaymentRefused: (error) => answer(409, 'conflict', `admin.invoiceRefused.${error.reason}`),
  recordBusy: () => answer(409, 'conflict', 'quoteErrors.recordBusy'),
  invalidCredentials: () => answer(401, 'unauthorized', 'admin.loginError'),
  loginThrottled: (error) => answer(429, 'too_many', 'admin.tooManyLogins', { retryAfterSeconds: seconds(error.retryAfterMs) }),
  // Not the owner: as if there were nothing there, as another company's record.
  notAccountOwner: () => answer(404, 'not_found', 'quoteErrors.notFound'),
  staffRecordNotFound: (error) => answer(404, 'not_found', `admin.recordNotFound.${error.record}`),
  accountNotApproved: (error) => answer(409, 'conflict', `admin.${error.about === 'apiKey' ? 'apiKeys' : 'webhooks'}.notApproved`),
  // A time the clock belies is a wrong input; one the steps before it belie, a conflict with them.
  transportStepRefused: (error) =>
    ['inFuture', 'estimateInPast'].includes(error.reason)
      ? answer(400, 'invalid', `admin.stepRefused.${error.reason}`)
      : answer(409, 'conflict', `admin.stepRefused.${error.reason}`),
  carrierNotFound: () => answer(404, 'not_found', 'carrier.errors.notFound'),
  carrierEmailTaken: () => answer(409, 'conflict', 'carrier.errors.emailTaken'),
  offerClosed: () => answer(410, 'expired', 'carrier.errors.closed'),
  offerTaken: (error) => answer(409, 'conflict', `carrier.errors.${error.reason}`),
  awardRefused: (error) => answer(409, 'conflict', `carrier.errors.award.${error.reason}`),
  // A number a carrier already sent is a conflict with what is kept; any other file a wrong input.
  purchaseRefused: (error) =>
    answer(
      error.reason === 'duplicate' ? 409 : 400,
      error.reason === 'duplicate' ? 'conflict' : 'invalid',
      `carrier.errors.invoice.${error.reason}`,
    ),
  purchasePaymentRefused: (error) => answer(409, 'conflict', `carrier.errors.invoicePayment.${error.reason}`),
  contestRefused: (error) => answer(409, 'conflict', `carrier.errors.contest.${error.reason}`),
  // What only /api/v1 meets (its keys, its quotas, its idempotency, its documents): problem-answers.ts.
  quotaSpent: () => undefined,
  apiKeyRefused: () => undefined,
  accountNotAccepted: () => undefined,
  idempotencyConflict: () => undefined,
  idempotencyInProgress: () => undefined,
  documentNotReady: () => undefined,
} satisfies PageAnswers;

/**
 * The one table from the application's errors to HTTP, shared by the JSON API and the pages'
 * actions (which reach it through their load context, so the classes compared are the ones
 * the application threw). Anything else is not a refusal: undefined, and the caller rethrows.
 */
export function answerFor(error: unknown): ErrorAnswer | undefined {
  if (!(error instanceof ApplicationError)) return undefined;
  return entryFor(PAGE_ANSWERS, error)(error);
}

export interface Wording {
  /** the catalog key of a field error's message (default `validation.{key}`) */
  fieldKey?: (key: InvalidInputKey) => TextKey;
}

/** The body of a refusal in the visitor's language. */
export function errorBody(answer: ErrorAnswer, language: Language, wording: Wording = {}): ErrorBody {
  const fieldKey = wording.fieldKey ?? ((key: InvalidInputKey): TextKey => `validation.${key}`);
  return {
    error: answer.code,
    message: translate(language, answer.messageKey),
    ...(answer.fieldErrors.length > 0 || answer.code === 'invalid'
      ? {
          errors: answer.fieldErrors.map((error) => ({
            ...error,
            message: translate(language, fieldKey(error.key), {
              ...error.values,
              ...(error.country ? { country: translate(language, `countries.${error.country}`) } : {}),
            }),
          })),
        }
      : {}),
    ...(answer.reason ? { reason: answer.reason } : {}),
    ...(answer.quoteStatus ? { status: answer.quoteStatus } : {}),
  };
}

/** Sends a refusal: status, Retry-After when there is one, the body. */
export function sendRefusal(res: Response, answer: ErrorAnswer, language: Language, wording?: Wording): void {
  if (answer.retryAfterSeconds !== undefined) res.set('Retry-After', String(answer.retryAfterSeconds));
  res.status(answer.status).json(errorBody(answer, language, wording));
}
