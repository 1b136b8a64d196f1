import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeSecrets } from '../adapters/security/node-secrets.ts';
import { type LinkGrant, linkOpens, linkToken } from './signed-link.ts';

const KEY = 'a server key of thirty-two chars';
const secrets = nodeSecrets({ current: KEY });
const QUOTE = '6f1d2b8e-5c43-4a8e-9b1f-2d7c3e4a5b60';
const grant: LinkGrant = { purpose: 'quote-link', subject: [QUOTE, 'owner-a'] };
const NOW = new Date('2026-11-28T12:00:00Z');

describe('a signed link', () => {
  it('opens what it grants and nothing else: another purpose, subject or owner is refused', () => {
    const token = linkToken(secrets, grant);
    expect(linkOpens(secrets, grant, token, NOW)).toBe(true);
    expect(linkOpens(secrets, { ...grant, purpose: 'quote-share' }, token, NOW)).toBe(false);
    expect(linkOpens(secrets, { ...grant, subject: [QUOTE, 'owner-b'] }, token, NOW)).toBe(false);
    expect(
      linkOpens(
        secrets,
        grant,
        token.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
        NOW,
      ),
    ).toBe(false);
    expect(linkOpens(secrets, grant, 'not a signature', NOW)).toBe(false);
  });

  it('made before this module (the signature over "purpose:subject") still opens', () => {
    // What quote-link.ts signed by hand until the links were made in one place.
    const sentEarlier = secrets.sign(`quote-link:${QUOTE}:owner-a`);
    expect(linkOpens(secrets, grant, sentEarlier, NOW)).toBe(true);
    expect(linkToken(secrets, grant)).toBe(sentEarlier);
  });

  it('signed under the previous key still opens after a rotation; one signed under another key does not', () => {
    const before = linkToken(secrets, grant);
    const rotated = nodeSecrets({ current: 'the new key, thirty-two chars ok', previous: KEY });
    expect(linkOpens(rotated, grant, before, NOW)).toBe(true);
    expect(linkOpens(nodeSecrets({ current: 'the new key, thirty-two chars ok' }), grant, before, NOW)).toBe(false);
  });

  it('with an expiry opens until then, not a second after, and not with its date changed', () => {
    const until = new Date('2026-12-05T12:00:00Z');
    const token = linkToken(secrets, grant, until);
    expect(token).toMatch(/^[0-9a-f]{64}-\d+$/);
    expect(linkOpens(secrets, grant, token, new Date('2026-12-05T11:59:59Z'))).toBe(true);
    expect(linkOpens(secrets, grant, token, until)).toBe(false);
    const later = token.replace(/-\d+$/, `-${Math.floor(until.getTime() / 1000) + 86_400}`);
    expect(linkOpens(secrets, grant, later, new Date('2026-12-05T13:00:00Z'))).toBe(false);
    // The expiring signature is not the lasting one's: cutting the date off does not make it last.
    expect(linkOpens(secrets, grant, token.replace(/-\d+$/, ''), NOW)).toBe(false);
  });

  it('refuses a subject that could be read two ways', () => {
    expect(() => linkToken(secrets, { purpose: 'quote-link', subject: ['a:b', 'c'] })).toThrow();
    expect(() => linkToken(secrets, { purpose: 'transport-driver', subject: [''] })).toThrow();
  });

  it('is the only maker of links: no other source signs with the server key or computes an HMAC', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const signing = globSync('{src,web}/**/*.{ts,tsx}', { cwd: root })
      .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      // (Spelt with a class, so that a search of the sources for the name finds the one module, not this test.)
      .filter((file) => /\bsecrets\.signe?d?\(|\bcreateHm[a]c\b/.test(readFileSync(`${root}/${file}`, 'utf8')));
    expect(signing.sort()).toEqual(['src/adapters/security/hmac.ts', 'src/application/signed-link.ts']);
  });
});
