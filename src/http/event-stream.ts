import type { Request, Response } from 'express';

/** How soon a browser opens a lost event stream again. */
export const EVENTS_RETRY_MS = 2_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  /** A comment line: keeps proxies from closing a quiet connection. */
  comment(text: string): void;
  /** Ends it once; `onEnd` runs then, whoever ends it (this side or the browser). */
  end(): void;
}

/**
 * A server-sent event stream on this response, opened at once. no-transform: compression would
 * hold the events back.
 */
export function openEventStream(req: Request, res: Response, onEnd: () => void): EventStream {
  res
    .status(200)
    .set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' });
  res.flushHeaders();
  res.write(`retry: ${EVENTS_RETRY_MS}\n\n`);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
    res.end();
  };
  req.on('close', end);
  // The browser may have gone while the stream was being allowed.
  if (req.destroyed) queueMicrotask(end);
  return {
    send: (event, data) => void (ended || res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    comment: (text) => void (ended || res.write(`: ${text}\n\n`)),
    end,
  };
}
