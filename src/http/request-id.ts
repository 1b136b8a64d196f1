import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../ports/logger.ts';

const ACCEPTED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives each request an id (the proxy's X-Request-Id when it is sane), echoes it in the
 * response and makes it visible to every log line written while serving the request.
 */
export function requestId(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    logger.withRequestId(id, next);
  };
}
