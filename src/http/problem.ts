import type { Request, Response } from 'express';

// RFC 9457: every refusal of /api/v1 is application/problem+json, whichever layer refuses it
// (the handlers, the body parser, the router's 404 and 405, the last-resort error handler).

const TITLES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Idempotency key reused',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'Service unavailable',
};

/** Whether the request is one of /api/v1's: its refusals are problems. */
export const isApiV1Request = (req: Request) => /^\/api\/v1(\/|$)/.test(req.originalUrl);

/** Where createApp says the site is (SITE_URL); a relative reference when no app set it. */
const siteUrlOf = (res: Response) => String(res.app.locals.siteUrl ?? '').replace(/\/$/, '');

export function sendProblem(res: Response, status: number, code: string, detail?: string, extra: Record<string, unknown> = {}) {
  res
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        // The site's own address (SITE_URL), never the Host a client chose to send.
        type: `${siteUrlOf(res)}/api/v1/docs#${code}`,
        title: TITLES[status] ?? 'Error',
        status,
        ...(detail ? { detail } : {}),
        ...extra,
      }),
    );
}
