import { useEffect, useEffectEvent } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Keeps an open transport page in step with the agents: each step they record comes
 * down an event stream (GET /api/quotes/{id}/transport/events, passed by the page's own `access`
 * or `token` link, else the quote's cookie) and the page reads its data again. The browser opens
 * a lost stream again by itself.
 */
export function useTransportLive(quoteId: string) {
  const revalidator = useRevalidator();
  const reload = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const page = new URLSearchParams(window.location.search);
    const pass = new URLSearchParams();
    for (const name of ['access', 'token']) {
      const value = page.get(name);
      if (value) pass.set(name, value);
    }
    const source = new EventSource(`/api/quotes/${encodeURIComponent(quoteId)}/transport/events?${pass.toString()}`);
    let pending: number | undefined;
    // Two steps recorded together read the page once.
    const refresh = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(reload, 100);
    };
    // A step recorded between the page's rendering and the stream's opening (or while it was
    // lost) would be missed: each opening reads the page again.
    source.addEventListener('open', refresh);
    source.addEventListener('moved', refresh);
    return () => {
      window.clearTimeout(pending);
      source.close();
    };
  }, [quoteId]);
}
