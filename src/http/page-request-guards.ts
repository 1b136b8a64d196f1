import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../ports/logger.ts';
import { refusePlainly } from './refusal-page.ts';
import { sentFromAnotherSite } from './same-origin-writes.ts';
import { loggedPath } from './logged-path.ts';
import { DOCUMENT_FILE_MAX_BYTES } from '../application/carriers/carrier-directory.ts';

/** The largest form a page accepts: the biggest real one (a quote of 50 parcel lines) is ~10 kB. */
export const PAGE_BODY_LIMIT_BYTES = 100 * 1024;
/**
 * The pages whose forms send a document's scan (a carrier's licence, insurance or certificate, at
 * most 5 MB): the carriers' page and the back office take a multipart form that large.
 */
const UPLOAD_PAGES = /^\/[A-Za-z]{2}\/(?:carrier|admin)\/?$/;
export const UPLOAD_BODY_LIMIT_BYTES = DOCUMENT_FILE_MAX_BYTES + 64 * 1024;
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * What the pages accept before React Router sees a request: GET, HEAD and form posts of at most
 * PAGE_BODY_LIMIT_BYTES. Node's HTTP parser holds a body to its Content-Length, so checking the
 * header bounds what is read (a post without one is refused: browsers always send it).
 * A form sent from another site is refused before any action runs (CSRF). Refusals are
 * small HTML pages in the page's language.
 */
export const pageRequestGuards = (logger: Logger) => (req: Request, res: Response, next: NextFunction) => {
  if (!PAGE_METHODS.includes(req.method)) {
    return refusePlainly(req, res.set('Allow', PAGE_METHODS.join(', ')), 'methodNotAllowed');
  }
  if (req.method !== 'POST') return next();
  const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return refusePlainly(req, res, 'unsupportedType');
  const length = Number(req.get('content-length'));
  if (!req.get('content-length') || !Number.isSafeInteger(length)) return refusePlainly(req, res, 'lengthRequired');
  const limit = type === 'multipart/form-data' && UPLOAD_PAGES.test(req.path) ? UPLOAD_BODY_LIMIT_BYTES : PAGE_BODY_LIMIT_BYTES;
  if (length > limit) return refusePlainly(req, res.set('Connection', 'close'), 'tooLarge');
  if (sentFromAnotherSite(req)) {
    // A visitor's mistake at worst (a page kept open across a change of address), never the server's.
    logger.warn('page form refused: sent from another site', { path: loggedPath(req.path) });
    return refusePlainly(req, res, 'otherSite');
  }
  next();
};
