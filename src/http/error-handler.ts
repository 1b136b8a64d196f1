import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../ports/logger.ts';

/** Last resort: log the fault with its request id, answer without leaking internals. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const status = httpStatusOf(error);
    if (status >= 500) {
      logger.error('request failed', {
        path: req.path,
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
    }
    if (res.headersSent) return next(error);
    const body = status >= 500 ? { error: 'internal_error' } : { error: 'bad_request' };
    res.status(status).json(body);
  };
}

function httpStatusOf(error: unknown): number {
  // body-parser and friends attach the status of malformed input (400, 413, 415).
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
