import { type Request, Router } from 'express';
import type { ApplicationServices } from '../composition/application-services.ts';
import type { TransportPass } from '../application/transport/follow-transport.ts';
import { QuoteNotFound } from '../application/errors.ts';
import { answerFor, sendRefusal } from './error-answers.ts';
import { requestLanguage } from './messages.ts';
import { type EventStream, openEventStream } from './event-stream.ts';
import { ownerKey } from './quote-owner.ts';

/** How often a quiet stream says it is still there, so that no proxy closes it. */
const KEEP_ALIVE_MS = 25_000;

/**
 * The shipper's and the receiving site's open pages hear of each step as an agent
 * records it — a 'moved' event, on which the page reads its transport again. The shipper passes
 * by the quote's cookie or its emailed link (`?access=`), the receiving site by its own link
 * (`?token=`); to anyone else the stream does not exist (404).
 */
export function transportEvents(services: Pick<ApplicationServices, 'watchTransport' | 'openQuoteLink'>): Router {
  const router = Router();
  router.get('/quotes/:id/transport/events', async (req, res, next) => {
    try {
      const id = String(req.params.id);
      const pass = await passOf(services, id, req);
      // Opened once the watch is allowed; a step heard before then is read when the stream opens.
      const open: { stream?: EventStream } = {};
      const stop =
        pass &&
        (await services.watchTransport(id, pass, {
          moved: () => open.stream?.send('moved', {}),
          end: () => open.stream?.end(),
        }));
      if (!stop) throw new QuoteNotFound();
      const keepAlive = setInterval(() => open.stream?.comment('still here'), KEEP_ALIVE_MS);
      open.stream = openEventStream(req, res, () => {
        stop();
        clearInterval(keepAlive);
      });
    } catch (error) {
      const answer = answerFor(error);
      if (!answer || res.headersSent) return next(error);
      sendRefusal(res, answer, requestLanguage(req.query.language, req.get('accept-language')));
    }
  });
  return router;
}

async function passOf(services: Pick<ApplicationServices, 'openQuoteLink'>, id: string, req: Request): Promise<TransportPass | undefined> {
  const { token, access } = req.query;
  if (typeof token === 'string') return { consigneeToken: token };
  if (typeof access === 'string') {
    const key = await services.openQuoteLink(id, access);
    return key && key !== 'expired' ? { ownerKey: key } : undefined;
  }
  const key = ownerKey(req);
  return key ? { ownerKey: key } : undefined;
}
