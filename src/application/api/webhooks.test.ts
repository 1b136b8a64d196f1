import { describe, expect, it } from 'vitest';
import { testSecrets } from '../../../tests/fakes/test-secrets.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';
import { makeRegisterWebhook } from './webhooks.ts';

const endpoints = {
  list: async () => [],
  register: async () => {
    throw new Error('not registered in these tests');
  },
} as unknown as WebhookEndpoints;

describe('registering a receiver', () => {
  const register = makeRegisterWebhook({
    endpoints,
    sender: { allowsHost: async () => true },
    secrets: testSecrets(),
    allowPrivateReceivers: false,
  });

  it('refuses each wrong address with its own key', async () => {
    for (const [url, key] of [
      ['http://erp.example/hooks', 'webhookHttps'],
      ['not a url', 'webhookUrl'],
      ['https://93.184.216.34:22/hooks', 'webhookPort'],
    ] as const)
      await expect(register('account', { url }), url).rejects.toMatchObject({ code: 'invalidInput', errors: [{ field: 'url', key }] });
  });
});
