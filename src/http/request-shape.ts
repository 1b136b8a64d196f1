import type { IncomingMessage } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { refusePlainly } from './refusal-page.ts';

/** Requests whose target has no path to route: refused by requestShape. */
const withoutPath = new WeakSet<IncomingMessage>();

/**
 * RFC 9112 §3.2: a target in absolute form (`GET http://host/path`, which proxies send) is taken
 * as its path and query; the site's own address never comes from the request. Any other form
 * (`*`, `host:port`, a URL that does not parse) has no page and is marked for refusal. A request
 * without a Host header (HTTP/1.0) is given a placeholder one.
 *
 * It runs before Express sees the request: Express's router reads the target's scheme and host
 * once, as it starts, and a middleware that changes the target after that breaks its mounting.
 */
export function takeTargetAsPath(app: Express): Express {
  const routed = app as Express & { handle(req: IncomingMessage, ...rest: unknown[]): void };
  const handle = routed.handle.bind(app);
  routed.handle = (req, ...rest) => {
    const target = req.url ?? '';
    if (!target.startsWith('/')) {
      const parsed = URL.canParse(target) ? new URL(target) : undefined;
      if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) req.url = `${parsed.pathname}${parsed.search}`;
      else {
        withoutPath.add(req);
        req.url = '/';
      }
    }
    // HTTP/1.0 allows no Host (health checks send none); what builds a URL from the request
    // needs one, and the site's own address never comes from it anyway.
    req.headers.host ??= 'localhost';
    handle(req, ...rest);
  };
  return app;
}

/**
 * What every request must be before anything answers it: a target with a path (above), and one
 * Host header at most (exactly one in HTTP/1.1, RFC 9112 §3.2) that names a host.
 */
export const requestShape: RequestHandler = (req, res, next) => {
  let hosts = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2) if (req.rawHeaders[index]!.toLowerCase() === 'host') hosts++;
  const hostless = hosts === 0 && req.httpVersionMajor === 1 && req.httpVersionMinor >= 1;
  // A Host that is no host[:port] (`[::1`, `a b`) would break the URL the pages are rendered from.
  const badHost = !URL.canParse(`http://${req.headers.host}/`) || /[\s/?#@]/.test(req.headers.host ?? '');
  if (withoutPath.has(req) || hosts > 1 || hostless || badHost) return refusePlainly(req, res, 'badRequest');
  next();
};
