import type { RequestHandler } from 'express';
import type { Logger } from '../ports/logger.ts';
import { loggedPath } from './logged-path.ts';

/** One line per response. The query string is left out: it can carry what visitors typed. */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.http('request', {
        method: req.method,
        // The whole path: a router mounted on a prefix (/api) has cut req.path by the time it answers.
        path: loggedPath(req.originalUrl.split('?', 1)[0]!),
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1_000_000n),
      });
    });
    next();
  };
}
