import type { Request, Response } from 'express';
import { languageOfPath } from '../domain/language.ts';
import { translate } from './messages.ts';
import { EDGE_REFUSALS, type EdgeRefusalName } from './edge-refusals.ts';

/** A refusal before any page or API handler: a small HTML page in the language of the path. */
export function refusePlainly(req: Request, res: Response, refusal: EdgeRefusalName) {
  const { status, messageKey } = EDGE_REFUSALS[refusal];
  const language = languageOfPath(req.path);
  const message = translate(language, messageKey);
  // The body is not read: the connection closes after the answer rather than draining it.
  if (req.method === 'POST') res.set('Connection', 'close');
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${message}</title></head><body><h1>${status}</h1><p>${message}</p></body></html>`,
    );
}
