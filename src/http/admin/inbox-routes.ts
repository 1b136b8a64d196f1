import { Router } from 'express';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { ADMIN_COOKIE, readCookie } from '../cookies.ts';
import { openEventStream } from '../event-stream.ts';

/** How often an open event stream checks that its staff session still lives. */
const EVENTS_SESSION_CHECK_MS = 15_000;

/** What awaits a call, and each change to it as it happens. */
export function inboxRoutes(admin: ApplicationServices['admin'], { sessionCheckMs = EVENTS_SESSION_CHECK_MS } = {}): Router {
  const router = Router();
  router.get('/admin/inbox', async (_req, res) => {
    const { at, entries } = await admin.viewInbox();
    res.json({ at, entries });
  });

  router.get('/admin/inbox/events', (req, res) => {
    const cookie = readCookie(req.headers.cookie, ADMIN_COOKIE);
    const stream = openEventStream(req, res, () => {
      stop();
      clearInterval(check);
    });
    // 'paused' while this instance no longer hears the database's changes, 'resumed' once it does.
    const stop = admin.watchInbox({
      change: (change) => stream.send('inbox', change ?? { resync: true }),
      hearing: (on) => stream.send(on ? 'resumed' : 'paused', {}),
      end: () => stream.end(),
    });
    // The stream outlives no session: checked again every so often, with a comment that keeps
    // proxies from closing a quiet connection. A page whose session ended is told so and reloads.
    // The check is not activity: an unattended open inbox idles out like any page.
    const check = setInterval(() => {
      admin.authenticate(cookie, { byPerson: false }).then(
        (session) => (session ? stream.comment('still here') : (stream.send('signed-out', {}), stream.end())),
        () => stream.comment('session not checked'),
      );
    }, sessionCheckMs);
  });
  return router;
}
