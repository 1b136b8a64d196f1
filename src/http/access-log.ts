import type { RequestHandler } from 'express';
import type { Logger } from '../ports/logger.ts';

/** One line per response. The query string is left out: it can carry what visitors typed. */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.http('request', {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1_000_000n),
      });
    });
    next();
  };
}
