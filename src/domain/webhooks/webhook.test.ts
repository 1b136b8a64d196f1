import { describe, expect, it } from 'vitest';
import { receiverUrlProblem, webhookDeliveries, type WebhookEndpoint, webhookSecret } from './webhook.ts';

const endpoint = (id: string, events: WebhookEndpoint['events']): WebhookEndpoint => ({
  id,
  accountId: 'a',
  url: `https://erp.example/${id}`,
  events,
  createdAt: new Date(0),
});

describe('webhooks', () => {
  it('go to the endpoints that listen to the event, each with its own event id', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    const deliveries = webhookDeliveries(
      [
        endpoint('e1', ['quote.confirmed']),
        endpoint('e2', ['quote.status_changed']),
        endpoint('e3', ['quote.confirmed', 'quote.status_changed']),
      ],
      'quote.confirmed',
      'confirmed:q1',
      at,
      { quoteId: 'q1' },
    );
    expect(deliveries.map((delivery) => delivery.endpointId)).toEqual(['e1', 'e3']);
    expect(deliveries[0]!.payload).toEqual({
      id: 'confirmed:q1:e1',
      type: 'quote.confirmed',
      createdAt: at.toISOString(),
      data: { quoteId: 'q1' },
    });
  });

  it('are sent to https receivers, without credentials in the address; http only where allowed', () => {
    expect(receiverUrlProblem('https://erp.example/hooks', { allowHttp: false })).toBeUndefined();
    expect(receiverUrlProblem('http://erp.example/hooks', { allowHttp: false })).toBe('https');
    expect(receiverUrlProblem('http://127.0.0.1:8080/hooks', { allowHttp: true })).toBeUndefined();
    expect(receiverUrlProblem('https://user:pass@erp.example/', { allowHttp: false })).toBe('invalid');
    expect(receiverUrlProblem('ftp://erp.example/', { allowHttp: true })).toBe('https');
    expect(receiverUrlProblem('not a url', { allowHttp: true })).toBe('invalid');
    // HTTPS's ports only: not another service's door on a public host.
    expect(receiverUrlProblem('https://erp.example:443/hooks', { allowHttp: false })).toBeUndefined();
    expect(receiverUrlProblem('https://erp.example:8443/hooks', { allowHttp: false })).toBeUndefined();
    expect(receiverUrlProblem('https://93.184.216.34:22/hooks', { allowHttp: false })).toBe('port');
    expect(receiverUrlProblem('https://erp.example:6379/', { allowHttp: false })).toBe('port');
  });

  it('write a signing secret as Standard Webhooks does: whsec_ and the same key bytes in padded base64 (ADR 0051)', () => {
    // 32 bytes, among them those base64url writes with - and _.
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, index) => (index * 67 + 251) % 256));
    const secret = webhookSecret(bytes.toString('base64url'));
    expect(secret).toBe(`whsec_${bytes.toString('base64')}`);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(bytes.toString('base64url')).toMatch(/[-_]/);
  });
});
