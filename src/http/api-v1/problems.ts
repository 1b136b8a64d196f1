import type { Response } from 'express';

// RFC 9457: every refusal of /api/v1 is application/problem+json, whichever layer refuses it.
// This registry is the one list of them: the answers, the reference page and the OpenAPI
// document are all made from it.

interface Problem {
  status: number;
  title: string;
  /** what a developer reads on the reference page, at the anchor the problem's `type` points to */
  meaning: string;
}

export const PROBLEMS = {
  invalid: { status: 400, title: 'Invalid request', meaning: 'the body was refused: `errors` names each field and why' },
  bad_request: { status: 400, title: 'Invalid request', meaning: 'the body is not JSON' },
  unauthorized: { status: 401, title: 'Unauthorized', meaning: 'no key, or one unknown or revoked' },
  account_not_accepted: {
    status: 403,
    title: 'Forbidden',
    meaning: "the key's business account is not accepted (any more): its keys open nothing until staff accept it again",
  },
  not_found: { status: 404, title: 'Not found', meaning: "no such quote or receiver for this key's account, or no such path" },
  method_not_allowed: { status: 405, title: 'Method not allowed', meaning: 'the path does not take this method (see Allow)' },
  expired: {
    status: 409,
    title: 'Conflict',
    meaning: 'the offer can no longer be confirmed (`reason`: validity or pickupPassed)',
  },
  conflict: { status: 409, title: 'Conflict', meaning: 'the quote cannot take this step in its state' },
  idempotency_in_progress: {
    status: 409,
    title: 'Conflict',
    meaning: 'the first request with this Idempotency-Key is still being worked on: retry after the Retry-After seconds',
  },
  too_large: { status: 413, title: 'Payload too large', meaning: 'the body is over 100 kB' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type', meaning: 'the body is not application/json' },
  idempotency_conflict: { status: 422, title: 'Idempotency key reused', meaning: 'this Idempotency-Key came with another body' },
  too_many: {
    status: 429,
    title: 'Too many requests',
    meaning: "the key's requests per minute, or the account's quotes, reached their limit: retry after Retry-After seconds",
  },
  internal_error: { status: 500, title: 'Internal error', meaning: 'an error on our side, logged: retry later' },
  service_unavailable: {
    status: 503,
    title: 'Service unavailable',
    meaning: 'the service is briefly unavailable: retry after Retry-After seconds',
  },
} as const satisfies Record<string, Problem>;

export type ProblemCode = keyof typeof PROBLEMS;

/** Where createApp says the site is (SITE_URL); a relative reference when no app set it. */
const siteUrlOf = (res: Response) => String(res.app.locals.siteUrl ?? '').replace(/\/$/, '');

export function sendProblem(res: Response, code: ProblemCode, detail?: string, extra: Record<string, unknown> = {}) {
  const { status, title } = PROBLEMS[code];
  res
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        // The site's own address (SITE_URL), never the Host a client chose to send.
        type: `${siteUrlOf(res)}/api/v1/docs#${code}`,
        title,
        status,
        ...(detail ? { detail } : {}),
        ...extra,
      }),
    );
}
