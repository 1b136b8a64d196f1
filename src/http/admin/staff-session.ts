import { Router, type RequestHandler } from 'express';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { refusedAs } from '../../domain/application-error.ts';
import { ADMIN_COOKIE, clearedSessionCookie, readCookie, sessionCookie } from '../cookies.ts';
import { actorOf, identifyAt } from '../actor.ts';
import { isSessionCsrfToken } from './csrf-token.ts';
import { refuseAtEdge } from '../edge-refusals.ts';
import { answerFor, errorBody } from '../error-answers.ts';
import { currentStaff, staffSays } from './staff-request.ts';
import { loginInput, loginWait } from './staff-inputs.ts';

type Admin = ApplicationServices['admin'];

/** The one open door of the back office; its answer carries the session's CSRF token. */
export function loginRoute(admin: Admin): Router {
  const router = Router();
  router.post('/admin/login', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const parsed = loginInput.safeParse(req.body ?? {});
    const { username, password } = parsed.success ? parsed.data : { username: '', password: '' };
    if (!username || !password) return refuseAtEdge(res, 'staffLoginRequired', 'fr');
    try {
      const session = await admin.logIn({ username, password, address: req.ip ?? 'unknown' });
      res.append('Set-Cookie', sessionCookie(ADMIN_COOKIE, session.token, req.secure));
      res.json({ username: session.username, csrfToken: session.csrfToken, message: staffSays('admin.loginSuccess') });
    } catch (error) {
      const refusal = answerFor(error);
      if (!refusal) throw error;
      // A held-back login says until when, on the staff's clock.
      const wait = refusedAs(error, 'loginThrottled') ? loginWait(error) : undefined;
      if (refusal.retryAfterSeconds !== undefined) res.set('Retry-After', String(refusal.retryAfterSeconds));
      res.status(refusal.status).json({
        ...errorBody(refusal, 'fr'),
        ...(wait
          ? { retryAfterSeconds: wait.seconds, retryAt: wait.time, message: staffSays('admin.throttled', { time: wait.time }) }
          : {}),
      });
    }
  });
  return router;
}

/** Every other staff route needs a live session (401 otherwise), and every write its CSRF token too (403 otherwise). */
export function requireStaff(services: Pick<ApplicationServices, 'identify'>): RequestHandler[] {
  const requireSession: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (actorOf(res).kind !== 'staff') return refuseAtEdge(res, 'staffSignedOut', 'fr');
    next();
  };
  const requireCsrf: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    // The JSON API's writes carry the token in a header; the staff page's forms go to its action.
    const sent = req.get('x-csrf-token') ?? '';
    if (!isSessionCsrfToken(sent, currentStaff(res).csrfToken)) return refuseAtEdge(res, 'staffCsrf', 'fr');
    next();
  };
  return [identifyAt(services, 'staff'), requireSession, requireCsrf];
}

/** The signed-in staff member's session: who, its CSRF token, and signing out. */
export function sessionRoutes(admin: Admin): Router {
  const router = Router();
  router.get('/admin/session', (_req, res) => {
    const session = currentStaff(res);
    res.json({ username: session.username, csrfToken: session.csrfToken });
  });
  router.post('/admin/logout', async (req, res) => {
    await admin.logOut(readCookie(req.headers.cookie, ADMIN_COOKIE));
    res.append('Set-Cookie', clearedSessionCookie(ADMIN_COOKIE, req.secure));
    res.status(204).end();
  });
  return router;
}
