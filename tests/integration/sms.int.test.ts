import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PartnerError } from '#src/adapters/partners/partner-policy.ts';
import { smsProvider } from '#src/adapters/partners/sms-provider.ts';
import { fileSmsSender } from '#src/adapters/sms/file-sms-sender.ts';
import type { DriverLinkSms } from '#src/ports/sms-sender.ts';
import { fakePartner } from '../fakes/fake-partner.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';

// Issue 52: the driver's link goes out as a text message, written to a folder when no provider
// is configured, else posted to the provider's HTTP API (docs/sms.md) and tried again when it
// did not arrive.

const MESSAGE: DriverLinkSms = {
  to: '+33 6 12 34 56 78',
  language: 'fr',
  driverFirstName: 'Karim',
  reference: 'FL-7K3Q-9M2X',
  link: 'https://flash.example/FR/drive/3f0c6a52-3f55-4c0e-9d3b-6b8f4f1b2a10.c2lnbmF0dXJl',
};
const FRENCH_TEXT =
  'Bonjour Karim, transport Flash FL-7K3Q-9M2X\u202f: adresses, contacts et étapes à valider sur ce lien, sans application\u202f: ' +
  MESSAGE.link;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

describe('text messages without a provider: a folder', () => {
  it('writes each message to its own file, its recipient first, and logs the file but not the phone', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'flash-sms-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const logger = recordingLogger();
    const sender = fileSmsSender(path.join(directory, 'sms'), logger);

    await sender.send(MESSAGE);
    await sender.send({ ...MESSAGE, language: 'en' });

    expect(sender.destination).toBe(path.join(directory, 'sms'));
    const files = (await readdir(path.join(directory, 'sms'))).sort();
    expect(files).toHaveLength(2);
    const texts = await Promise.all(files.map((file) => readFile(path.join(directory, 'sms', file), 'utf8')));
    expect(texts).toContain(`To: +33 6 12 34 56 78\n\n${FRENCH_TEXT}\n`);
    expect(texts.some((text) => text.includes('Hello Karim, Flash transport FL-7K3Q-9M2X') && text.includes(MESSAGE.link))).toBe(true);
    expect(JSON.stringify(logger.lines)).not.toContain('12 34 56 78');
    expect(logger.lines.map((line) => line.message)).toEqual(['text message written', 'text message written']);
  });
});

/** A provider on 127.0.0.1 that answers from the test's script, and the adapter posting to it. */
async function throughProvider() {
  const provider = await fakePartner();
  cleanups.push(() => provider.close());
  return { provider, sender: smsProvider({ url: `${provider.url}/v1/messages`, apiKey: 'test-key', sender: 'Flash' }) };
}

describe("text messages through the provider's HTTP API", () => {
  it('posts the documented request, and tries again with the same key when the provider answers 503', async () => {
    const { provider, sender } = await throughProvider();
    provider.reply({ status: 503, json: { error: 'busy' } }, { status: 202, json: { id: 'msg-1' } });

    await sender.send(MESSAGE);

    expect(provider.requests).toHaveLength(2);
    for (const request of provider.requests) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/v1/messages');
      expect(request.headers.authorization).toBe('Bearer test-key');
      expect(request.headers['content-type']).toContain('application/json');
      expect(request.body).toEqual({ from: 'Flash', to: '+33 6 12 34 56 78', text: FRENCH_TEXT });
    }
    const [first, second] = provider.requests.map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);

    // Sent again by an agent: a new message, with a key of its own.
    provider.reply({ status: 200, json: { id: 'msg-2' } });
    await sender.send(MESSAGE);
    expect(provider.requests[2]?.headers['idempotency-key']).not.toBe(first);
  });

  it('does not try again a message the provider refuses (400), and says it was not sent', async () => {
    const { provider, sender } = await throughProvider();
    provider.reply({ status: 400, json: { error: 'invalid number' } });

    await expect(sender.send(MESSAGE)).rejects.toBeInstanceOf(PartnerError);
    expect(provider.requests).toHaveLength(1);
  });

  it('gives up after three attempts when the provider stays unavailable', async () => {
    const { provider, sender } = await throughProvider();
    provider.otherwise({ status: 503, json: { error: 'busy' } });

    await expect(sender.send(MESSAGE)).rejects.toBeInstanceOf(PartnerError);
    expect(provider.requests).toHaveLength(3);
  }, 20_000);
});
