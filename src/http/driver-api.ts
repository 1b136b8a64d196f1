import { Router } from 'express';
import type { ApplicationServices } from '../composition/application-services.ts';
import { answerFor, sendRefusal } from './error-answers.ts';
import { requestLanguage } from './messages.ts';
import { actorOf, identifyAt } from './actor.ts';

/**
 * The driver's page sends each tap here, at once or, after a while without signal, from
 * the queue it kept them in, oldest first. The link in the path is the authority (no cookie: the
 * driver's door of actor.ts): a forged one is
 * 404, one a week past the end 410, a step that can no longer follow 409.
 */
export function driverApi(services: Pick<ApplicationServices, 'transport' | 'identify'>): Router {
  const router = Router();
  const driver = identifyAt(services, 'driver');
  router.post('/drive/:link/taps', driver, async (req, res, next) => {
    try {
      const job = await services.transport.recordDriverStep({ driver: actorOf(res), tap: req.body });
      res.set('Cache-Control', 'no-store').json({ job });
    } catch (error) {
      const answer = answerFor(error);
      if (!answer) return next(error);
      sendRefusal(res, answer, requestLanguage(req.query.language, req.get('accept-language')));
    }
  });
  // Every few minutes while the driver shares the phone's position: kept, never shown as such.
  router.post('/drive/:link/positions', driver, async (req, res, next) => {
    try {
      await services.transport.recordDriverPosition({ driver: actorOf(res), position: req.body });
      res.status(204).end();
    } catch (error) {
      const answer = answerFor(error);
      if (!answer) return next(error);
      sendRefusal(res, answer, requestLanguage(req.query.language, req.get('accept-language')));
    }
  });
  return router;
}
