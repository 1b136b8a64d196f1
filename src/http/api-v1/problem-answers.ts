import type { ErrorRequestHandler } from 'express';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { ApplicationError, type ByCode, entryFor } from '../../domain/application-error.ts';
import type { Language } from '../../domain/language.ts';
import { answerFor, errorBody } from '../error-answers.ts';
import { describeError, httpStatusOf } from '../error-handler.ts';
import { readerLanguage, translate } from '../messages.ts';
import { RETRY_AFTER_SECONDS } from '../retry-after.ts';
import type { TextKey } from '../../i18n/catalog-instance.ts';
import { type ProblemCode, sendProblem } from './problems.ts';
import { loggedPath } from '../logged-path.ts';

interface ProblemAnswer {
  code: ProblemCode;
  detail?: string;
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const retryLater = (error: { retryAfterMs: number }): ProblemAnswer => ({
  code: 'too_many',
  detail: `Retry after ${seconds(error.retryAfterMs)} s.`,
  headers: { 'Retry-After': String(seconds(error.retryAfterMs)) },
});

/** A refusal the pages answer too (error-answers.ts), as a problem worded in the reader's language. */
function asOnThePages(error: ApplicationError, language: Language): ProblemAnswer {
  const answer = answerFor(error);
  if (!answer) return { code: 'internal_error', detail: translate(language, 'error.message') };
  const body = errorBody(answer, language);
  return {
    code: answer.code,
    detail: body.message,
    extra: {
      ...(body.errors ? { errors: body.errors.map(({ field, key, message }) => ({ field, key, message })) } : {}),
      ...(body.reason ? { reason: body.reason } : {}),
    },
    headers: answer.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(answer.retryAfterSeconds) },
  };
}

/** What every refusal of the application means to a shipper's system. */
export type ProblemAnswers = ByCode<ProblemAnswer, [language: Language]>;

export const PROBLEM_ANSWERS = {
  apiKeyRefused: () => ({
    code: 'unauthorized',
    detail: 'A valid API key is required: Authorization: Bearer <key>.',
    headers: { 'WWW-Authenticate': 'Bearer' },
  }),
  accountNotAccepted: () => ({
    code: 'account_not_accepted',
    detail: 'The business account of this key is not accepted: its keys open nothing until it is accepted again.',
  }),
  quotaSpent: retryLater,
  tooManySubmissions: retryLater,
  idempotencyConflict: () => ({ code: 'idempotency_conflict', detail: 'This Idempotency-Key was used with another request.' }),
  idempotencyInProgress: () => ({
    code: 'idempotency_in_progress',
    detail: 'A request with this Idempotency-Key is still being worked on: retry in a moment for its answer.',
    headers: { 'Retry-After': '1' },
  }),
  documentNotReady: () => ({ code: 'not_found' }),
  invalidInput: asOnThePages,
  quoteNotFound: asOnThePages,
  notDeliveredYet: asOnThePages,
  deliveryTimesHeld: asOnThePages,
  buyerAddressMissing: asOnThePages,
  offerExpired: asOnThePages,
  quoteStateError: asOnThePages,
  leadNotFound: asOnThePages,
  transportNotFound: asOnThePages,
  transportMoveRefused: asOnThePages,
  transportStepRefused: asOnThePages,
  driverLinkRefused: asOnThePages,
  driverLinkExpired: asOnThePages,
  invoiceNotFound: asOnThePages,
  invoicePaymentRefused: asOnThePages,
  recordBusy: asOnThePages,
  invalidCredentials: asOnThePages,
  loginThrottled: asOnThePages,
  notAccountOwner: asOnThePages,
  staffRecordNotFound: asOnThePages,
  accountNotApproved: asOnThePages,
  carrierNotFound: asOnThePages,
  carrierEmailTaken: asOnThePages,
  offerClosed: asOnThePages,
  offerTaken: asOnThePages,
  awardRefused: asOnThePages,
  purchaseRefused: asOnThePages,
  purchasePaymentRefused: asOnThePages,
  contestRefused: asOnThePages,
} satisfies ProblemAnswers;

/** What an error of the application means to a shipper's system; undefined when it is no refusal. */
function problemOf(error: unknown, language: Language): ProblemAnswer | undefined {
  if (!(error instanceof ApplicationError)) return undefined;
  return entryFor(PROBLEM_ANSWERS, error)(error, language);
}

/** A body its parser refused (400, 413, 415), by the status the parser gave it. */
const PARSER_PROBLEMS: Record<number, ProblemCode> = { 400: 'bad_request', 413: 'too_large', 415: 'unsupported_media_type' };

/**
 * The one place /api/v1 maps errors: the application's refusals, a body its parser refused, the
 * database away (503 with Retry-After), and anything else (500, logged without internals).
 */
export function problemAnswers(services: Pick<ApplicationServices, 'logger' | 'isServiceUnavailable'>): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const language = readerLanguage(req, 'en');
    const problem = problemOf(error, language);
    if (problem) {
      if (res.headersSent) return next(error);
      return void sendProblem(res.set(problem.headers ?? {}), problem.code, problem.detail, problem.extra);
    }
    if (services.isServiceUnavailable(error)) {
      services.logger.warn('database unavailable', { path: loggedPath(req.path), ...describeError(error) });
      if (res.headersSent) return next(error);
      res.set('Retry-After', String(RETRY_AFTER_SECONDS)).set('Cache-Control', 'no-store');
      return void sendProblem(res, 'service_unavailable', translate(language, 'unavailable.message'));
    }
    const status = httpStatusOf(error);
    const parserCode = status < 500 ? (PARSER_PROBLEMS[status] ?? 'bad_request') : undefined;
    if (!parserCode) services.logger.error('request failed', { path: loggedPath(req.path), ...describeError(error) });
    if (res.headersSent) return next(error);
    if (parserCode) return void sendProblem(res, parserCode, translate(language, parserMessageKey(status)));
    sendProblem(res, 'internal_error', translate(language, 'error.message'));
  };
}

function parserMessageKey(status: number): TextKey {
  if (status === 413) return 'requestErrors.tooLarge';
  if (status === 415) return 'requestErrors.unsupportedType';
  return 'requestErrors.badRequest';
}
