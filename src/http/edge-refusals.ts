import type { Response } from 'express';
import type { Language } from '../domain/language.ts';
import type { TextKey } from '../i18n/catalog-instance.ts';
import { translate } from './messages.ts';

interface EdgeRefusal {
  status: 400 | 401 | 403 | 404 | 405 | 411 | 413 | 415;
  error: string;
  messageKey: TextKey;
}

/**
 * What the HTTP edge refuses before any use case does, each once: no such route, a method or a
 * body the route does not take, a write from another site, a staff request without its session
 * or CSRF token. The application's own refusals are in error-answers.ts; /api/v1's problems in
 * api-v1/problems.ts.
 */
export const EDGE_REFUSALS = {
  noRoute: { status: 404, error: 'not_found', messageKey: 'requestErrors.noRoute' },
  methodNotAllowed: { status: 405, error: 'method_not_allowed', messageKey: 'requestErrors.methodNotAllowed' },
  unsupportedType: { status: 415, error: 'unsupported_media_type', messageKey: 'requestErrors.unsupportedType' },
  tooLarge: { status: 413, error: 'too_large', messageKey: 'requestErrors.tooLarge' },
  badRequest: { status: 400, error: 'bad_request', messageKey: 'requestErrors.badRequest' },
  lengthRequired: { status: 411, error: 'length_required', messageKey: 'requestErrors.badRequest' },
  otherSite: { status: 403, error: 'cross_site_request', messageKey: 'requestErrors.otherSite' },
  consentChoice: { status: 400, error: 'invalid', messageKey: 'requestErrors.consentChoice' },
  staffSignedOut: { status: 401, error: 'unauthorized', messageKey: 'admin.unauthorized' },
  staffCsrf: { status: 403, error: 'csrf', messageKey: 'admin.csrf' },
  staffLoginRequired: { status: 400, error: 'invalid', messageKey: 'admin.loginRequired' },
} as const satisfies Record<string, EdgeRefusal>;

export type EdgeRefusalName = keyof typeof EDGE_REFUSALS;

/** The JSON answer of an edge refusal, worded in `language`. */
export function refuseAtEdge(res: Response, name: EdgeRefusalName, language: Language): void {
  const { status, error, messageKey } = EDGE_REFUSALS[name];
  res.status(status).json({ error, message: translate(language, messageKey) });
}
