import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { webhookReceiver } from '../../../tests/fakes/webhook-receiver.ts';
import { isPublicHost, webhookSender } from './webhook-sender.ts';

describe('a webhook receiver’s address', () => {
  it('may not be this machine, a private network, link-local or a metadata service', async () => {
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '[::1]',
      'fd00::1',
      '::ffff:127.0.0.1',
      '[64:ff9b::a9fe:a9fe]',
      '[2002:a00:1::1]',
      '198.51.100.7',
      '240.0.0.1',
    ])
      expect(await isPublicHost(host), host).toBe(false);
  });

  it('may be a public address', async () => {
    for (const host of ['8.8.8.8', '2001:4860:4860::8888']) expect(await isPublicHost(host), host).toBe(true);
  });
});

describe('a delivery’s signature (ADR 0051)', () => {
  const delivery = (port: number) => ({
    endpointId: 'e1',
    url: `http://127.0.0.1:${port}/flash`,
    event: 'quote.confirmed' as const,
    payload: { id: 'ev1:e1', type: 'quote.confirmed' as const, createdAt: '2026-11-27T10:00:00.000Z', data: { quoteId: 'q1' } },
  });
  const sendTo = async (secret: string) => {
    const target = await webhookReceiver();
    try {
      await webhookSender({ endpoints: { secretOf: async () => secret }, allowPrivateReceivers: true }).send(delivery(target.port), 'd-1');
      return target.received[0]!;
    } finally {
      await target.close();
    }
  };

  it('verifies with the standardwebhooks library, a secret given before in base64url too once written in base64', async () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, index) => (index * 67 + 251) % 256));
    const current = `whsec_${key.toString('base64')}`;
    const received = await sendTo(current);
    expect(received.headers['webhook-id']).toBe('d-1');
    expect(new Webhook(current).verify(received.body, received.headers as Record<string, string>)).toMatchObject({ id: 'ev1:e1' });
    // A secret given before ADR 0051 (base64url): the same key, the receiver writes it in base64.
    const older = await sendTo(`whsec_${key.toString('base64url')}`);
    expect(new Webhook(current).verify(older.body, older.headers as Record<string, string>)).toMatchObject({ id: 'ev1:e1' });
  });

  it('carries the older Flash-Signature until 2027-06-01, and not after', async () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-05-31T23:59:00Z') });
    try {
      expect((await sendTo(secret)).headers['flash-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      vi.setSystemTime(new Date('2027-06-01T00:00:00Z'));
      const after = await sendTo(secret);
      expect(after.headers['flash-signature']).toBeUndefined();
      expect(after.headers['flash-delivery']).toBeUndefined();
      expect(after.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    } finally {
      vi.useRealTimers();
    }
  });
});
