import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { sentFromAnotherSite } from './same-origin-writes.ts';

const request = (method: string, headers: Record<string, string>) =>
  ({ method, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;
const HOST = { host: 'flash.example' };

describe('sentFromAnotherSite', () => {
  it('believes the browser’s Sec-Fetch-Site first: the site’s own form on a no-referrer page posts with Origin null', () => {
    expect(sentFromAnotherSite(request('POST', { ...HOST, origin: 'null', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(sentFromAnotherSite(request('POST', { ...HOST, origin: 'null', 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(sentFromAnotherSite(request('POST', { ...HOST, origin: 'https://flash.example', 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(sentFromAnotherSite(request('POST', { ...HOST, 'sec-fetch-site': 'none' }))).toBe(false);
  });

  it('without it, compares the Origin, or failing that the Referer, with the host', () => {
    expect(sentFromAnotherSite(request('POST', { ...HOST, origin: 'https://flash.example' }))).toBe(false);
    expect(sentFromAnotherSite(request('POST', { ...HOST, origin: 'https://evil.example' }))).toBe(true);
    expect(sentFromAnotherSite(request('POST', { ...HOST, origin: 'null' }))).toBe(true);
    expect(sentFromAnotherSite(request('POST', { ...HOST, referer: 'https://evil.example/page' }))).toBe(true);
    expect(sentFromAnotherSite(request('POST', HOST))).toBe(false);
  });

  it('never refuses a read', () => {
    expect(sentFromAnotherSite(request('GET', { ...HOST, 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });
});
