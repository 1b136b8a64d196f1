import { createServer, type IncomingMessage, type Server } from 'node:http';

/** What the fake does with one request. */
export type Behaviour =
  | { status?: number; json?: unknown; raw?: string; delayMs?: number }
  /** never answers (the client's timeout must fire) */
  | 'hang';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: IncomingMessage['headers'];
}

/**
 * A partner server on 127.0.0.1 that answers from a script: `reply(a, b, …)` for the next
 * requests, `otherwise(x)` for every request after them. It records what it was sent.
 */
export async function fakePartner() {
  const script: Behaviour[] = [];
  let otherwise: Behaviour = { status: 500, json: { error: 'not scripted' } };
  const requests: RecordedRequest[] = [];

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    requests.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers });
    const behaviour = script.shift() ?? otherwise;
    if (behaviour === 'hang') return;
    const answer = () => {
      res.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json' });
      res.end(behaviour.raw ?? JSON.stringify(behaviour.json ?? {}));
    };
    if (behaviour.delayMs) setTimeout(answer, behaviour.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    reply(...behaviours: Behaviour[]) {
      script.push(...behaviours);
    },
    otherwise(behaviour: Behaviour) {
      otherwise = behaviour;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A URL on which nothing listens: connections are refused. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${address.port}`;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
