import type { RequestHandler } from 'express';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { identifyAt } from '../actor.ts';

/** A route of /api/v1 opens to a key of an accepted account, within the key's limit per minute (the refusals: problem-answers.ts). */
export function requireKey(services: Pick<ApplicationServices, 'identify'>): RequestHandler {
  const identify = identifyAt(services, 'api');
  return (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    return identify(req, res, next);
  };
}
