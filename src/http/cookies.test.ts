import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('reads and decodes the named cookie among others', () => {
    expect(readCookie('a=1; cookie_consent=accepted; b=2', 'cookie_consent')).toBe('accepted');
    expect(readCookie('name=J%C3%A9r%C3%B4me', 'name')).toBe('Jérôme');
    expect(readCookie('token=abc=def', 'token')).toBe('abc=def');
  });

  it('treats a missing header, a missing cookie and an undecodable value as absent', () => {
    expect(readCookie(undefined, 'x')).toBeUndefined();
    expect(readCookie('other=1', 'x')).toBeUndefined();
    expect(readCookie('cookie_consent=%', 'cookie_consent')).toBeUndefined();
    expect(readCookie('quote_owner=%E0%A4%A', 'quote_owner')).toBeUndefined();
  });
});
