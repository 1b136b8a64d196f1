import { describe, expect, it } from 'vitest';
import { isPublicHost } from './webhook-sender.ts';

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
