import type { RequestHandler, Response } from 'express';
import type { ApiCaller } from '../../application/api/quote-for-account.ts';
import type { ApplicationServices } from '../../composition/application-services.ts';

/** A route of /api/v1 opens to a key of an accepted account, within the key's limit per minute. */
export const requireKey =
  (api: ApplicationServices['api']): RequestHandler =>
  async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.locals.caller = await api.authenticate(req.get('authorization'));
    next();
  };

/** The key and account requireKey found for this request. */
export const callerOf = (res: Response) => res.locals.caller as ApiCaller;
