import { describe, expect, it } from 'vitest';
import { findSitePage, isHomeVariant, isUnprefixedPagePath } from './site-map.ts';

describe('site map (spec §2 "Routes")', () => {
  it('recognises every unprefixed named page', () => {
    for (const path of [
      '/SPL',
      '/landing-page-demo',
      '/landing-page-reservation',
      '/landing-page-creer-compte',
      '/landing-page-shipper-portal',
      '/solutions-equipementiers',
      '/transport-urgent',
      '/transport-premium',
      '/solutions-automobile',
      '/home-lyon',
      '/index2',
      '/admin',
    ]) {
      expect(isUnprefixedPagePath(path), path).toBe(true);
    }
  });

  it('does not take other paths for pages', () => {
    expect(isUnprefixedPagePath('/')).toBe(false);
    expect(isUnprefixedPagePath('/home-')).toBe(false);
    expect(isUnprefixedPagePath('/no-such-page')).toBe(false);
    expect(isUnprefixedPagePath('/FR/admin')).toBe(false);
  });

  it('finds pages case-insensitively and knows home variants', () => {
    expect(findSitePage('spl')).toBe('SPL');
    expect(findSitePage('Admin')).toBe('admin');
    expect(isHomeVariant('home-paris')).toBe(true);
    expect(isHomeVariant('homes')).toBe(false);
  });
});
