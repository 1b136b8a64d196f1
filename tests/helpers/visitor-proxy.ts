import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VisitorProxy {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of a server the browser tier shares (tests/helpers/browser-tier.ts),
 * saying every request through it comes from `address` (X-Forwarded-For), as the load balancer in
 * front of production does. The shared server trusts its loopback proxies (TRUST_PROXY), so each
 * file is a visitor of its own to the per-address rate limits, however many files came before.
 */
export async function visitorProxy(target: string, address: string): Promise<VisitorProxy> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        // A connection per request: a kept-alive one the server has just closed after its idle
        // timeout would fail the request (ECONNRESET) where a browser would have retried it.
        agent: false,
        // The Host a browser sent stays as it was, so the server's absolute links come back here.
        headers: { ...request.headers, 'x-forwarded-for': address },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    // A browser that leaves mid-answer (an event stream, a navigation) ends the upstream request too.
    response.on('close', () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
