import express, { Router } from 'express';
import { refuseAtEdge } from './edge-refusals.ts';
import { readerLanguage } from './messages.ts';
import { CONSENT_CHOICES, CONSENT_COOKIE } from './consent-cookie.ts';

const HALF_A_YEAR_MS = 182 * 24 * 60 * 60 * 1000;

/** A path on this site to go back to, never another site. */
const safeReturn = (value: unknown) => (typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/');

/**
 * POST /api/consent { choice: accepted | refused | reset }. A form post (no JavaScript) is sent
 * back to `returnTo`; a script's call gets 204.
 */
export function consentApi(): Router {
  const router = Router();
  router.post('/consent', express.urlencoded({ extended: false, limit: '2kb' }), (req, res) => {
    const choice = req.body?.choice;
    if (choice === 'reset') res.clearCookie(CONSENT_COOKIE, { path: '/' });
    else if ((CONSENT_CHOICES as readonly string[]).includes(choice)) {
      res.cookie(CONSENT_COOKIE, choice, { path: '/', maxAge: HALF_A_YEAR_MS, sameSite: 'lax', secure: req.secure });
    } else return refuseAtEdge(res, 'consentChoice', readerLanguage(req));
    if (req.is('application/x-www-form-urlencoded')) res.redirect(303, safeReturn(req.body?.returnTo));
    else res.status(204).end();
  });
  return router;
}
