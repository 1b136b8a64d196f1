import { describe, expect, it } from 'vitest';
import { FORM_COUNTRIES } from './countries.ts';
import { crossingSeconds, roadLink } from './road-link.ts';

describe('road links between the form countries', () => {
  it('has none to or from the United States', () => {
    expect(roadLink('FR', 'US')).toEqual({ reachable: false });
    expect(roadLink('US', 'DE')).toEqual({ reachable: false });
    expect(roadLink('US', 'US')).toEqual({ reachable: false });
  });

  it('drives between continental countries with no crossing', () => {
    expect(roadLink('FR', 'DE')).toEqual({ reachable: true, crossings: [] });
    expect(roadLink('FR', 'FR')).toEqual({ reachable: true, crossings: [] });
    expect(roadLink('GB', 'GB')).toEqual({ reachable: true, crossings: [] });
  });

  it('counts the crossings on the way, in the order driven', () => {
    expect(roadLink('FR', 'GB')).toEqual({ reachable: true, crossings: ['channel'] });
    expect(roadLink('DE', 'IE')).toEqual({ reachable: true, crossings: ['channel', 'irishSea'] });
    expect(roadLink('IE', 'GB')).toEqual({ reachable: true, crossings: ['irishSea'] });
    expect(roadLink('GB', 'MT')).toEqual({ reachable: true, crossings: ['channel', 'maltaStrait'] });
    expect(crossingSeconds(['channel', 'irishSea'])).toBe(6 * 3600);
  });

  it('is the same both ways for every pair', () => {
    for (const from of FORM_COUNTRIES) {
      for (const to of FORM_COUNTRIES) {
        const there = roadLink(from, to);
        const back = roadLink(to, from);
        expect(there.reachable).toBe(back.reachable);
        if (there.reachable && back.reachable) expect([...back.crossings].reverse()).toEqual(there.crossings);
      }
    }
  });
});
