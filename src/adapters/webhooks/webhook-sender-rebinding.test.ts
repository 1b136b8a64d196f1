import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReceiverRefused, publicOnlyLookup, webhookSender } from './webhook-sender.ts';

// DNS rebinding: the name answers a public address when it is checked and this machine when the
// delivery connects. Here every separate resolution of a name says "public" (as a rebinding
// server would at the check); the connection's own resolution of `localhost` says 127.0.0.1.
vi.mock('node:dns/promises', () => ({ lookup: async () => [{ address: '93.184.215.14', family: 4 }] }));

const deliveryTo = (url: string) => ({
  endpointId: 'e1',
  url,
  event: 'quote.confirmed' as const,
  payload: { id: 'x', type: 'quote.confirmed' as const, createdAt: new Date(0).toISOString(), data: {} },
});

describe('a webhook delivery', () => {
  let server: Server;
  let received = 0;
  let port = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      received++;
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is refused when the address it connects to is not public, whatever an earlier resolution said', async () => {
    const sender = webhookSender({
      endpoints: { secretOf: async () => 'whsec_c2VjcmV0IGtleSBvZiB0aGUgdGVzdA==' },
      allowPrivateReceivers: false,
    });
    await expect(sender.send(deliveryTo(`http://localhost:${port}/hook`), 'd1')).rejects.toThrow(/not public/);
    expect(received).toBe(0);
  });

  it('is refused at once for a literal private address', async () => {
    const sender = webhookSender({
      endpoints: { secretOf: async () => 'whsec_c2VjcmV0IGtleSBvZiB0aGUgdGVzdA==' },
      allowPrivateReceivers: false,
    });
    await expect(sender.send(deliveryTo(`http://127.0.0.1:${port}/hook`), 'd1')).rejects.toBeInstanceOf(ReceiverRefused);
    expect(received).toBe(0);
  });
});

describe('the resolver of deliveries', () => {
  it('answers the addresses of a name in the shape asked for, and refuses a private one', async () => {
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (error) => resolve(error)),
    );
    expect(refused?.code).toBe('ERECEIVERREFUSED');
    const unknown = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('no-such-host.invalid', {}, (error) => resolve(error)),
    );
    expect(unknown?.code).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });
});
