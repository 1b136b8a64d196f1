import type { ErrorRequestHandler } from 'express';
import type { ApplicationServices } from '../composition/application-services.ts';
import { requestLanguage, translate } from './messages.ts';
import { RETRY_AFTER_SECONDS } from './retry-after.ts';
import { refuseAtEdge } from './edge-refusals.ts';
import { loggedPath } from './logged-path.ts';

/**
 * Last resort: an unreachable database is 503 with Retry-After and a message in the visitor's
 * language; malformed input keeps the status its parser gave (400, 413, 415); anything else is
 * logged with its request id and answered without internals. /api/v1 answers its own
 * (api-v1/problem-answers.ts).
 */
export function errorHandler(services: Pick<ApplicationServices, 'logger' | 'isServiceUnavailable'>): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const language = requestLanguage((req.body as { language?: unknown } | undefined)?.language, req.get('accept-language'));
    if (services.isServiceUnavailable(error)) {
      services.logger.warn('database unavailable', { path: loggedPath(req.path), ...describeError(error) });
      if (res.headersSent) return next(error);
      res.set('Retry-After', String(RETRY_AFTER_SECONDS)).set('Cache-Control', 'no-store');
      res.status(503).json({ error: 'service_unavailable', message: translate(language, 'unavailable.message') });
      return;
    }
    const status = httpStatusOf(error);
    if (status >= 500) services.logger.error('request failed', { path: loggedPath(req.path), ...describeError(error) });
    if (res.headersSent) return next(error);
    if (status < 500) return refuseAtEdge(res, status === 413 ? 'tooLarge' : status === 415 ? 'unsupportedType' : 'badRequest', language);
    res.status(status).json({ error: 'internal_error', message: translate(language, 'error.message') });
  };
}

/** The error as log fields a reader sees whatever the log's format: its name and message as text, then its stack. */
export function describeError(error: unknown): { error: string; stack?: string | undefined } {
  if (error instanceof Error) return { error: `${error.name}: ${error.message}`, stack: error.stack };
  const message = (error as { message?: unknown } | null)?.message;
  return { error: typeof message === 'string' ? message : typeof error === 'object' ? JSON.stringify(error) : String(error) };
}

export function httpStatusOf(error: unknown): number {
  // body-parser and friends attach the status of malformed input (400, 413, 415).
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
