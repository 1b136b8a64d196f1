import { describe, expect, it } from 'vitest';
import { economyOffer, priceBeforeDiscount, priorityOffer, rankOffers, standardOffer } from './offers.ts';

describe('offers (spec §3, §7, §9)', () => {
  it('prices priority at 85% of the gateway price, to the cent, keeping the original', () => {
    expect(priorityOffer(1234.57)).toEqual({ variant: 'priority', price: 1049.38, originalPrice: 1234.57 });
    expect(priorityOffer(100)).toEqual({ variant: 'priority', price: 85, originalPrice: 100 });
    expect(priorityOffer(0)).toBeUndefined();
    expect(priorityOffer(null)).toBeUndefined();
  });

  const band = (pricePerKm: number, kmMin = 300, kmMax = 600) => ({ kmMin, kmMax, pricePerKm });

  it('prices economy as price per km × km', () => {
    expect(economyOffer([band(1.134)], 465)).toEqual({ variant: 'economy', price: 527.31 });
    // The cheapest of the matching rows; a row without a positive rate prices nothing.
    expect(economyOffer([band(1.5), band(1.134), band(2)], 465)).toEqual({ variant: 'economy', price: 527.31 });
    expect(economyOffer([band(0), band(-1), band(1.134)], 465)).toEqual({ variant: 'economy', price: 527.31 });
    expect(economyOffer([], 465)).toBeUndefined();
    expect(economyOffer([band(0)], 465)).toBeUndefined();
    expect(economyOffer([band(1.134, 0, 299)], 465)).toBeUndefined();
  });

  it('prices standard as the average gross revenue per km × km', () => {
    expect(standardOffer({ short: [], medium: [1.15, 1.0695], long: [] }, 500)).toEqual({ variant: 'standard', price: 554.88 });
    expect(standardOffer({ short: [1], medium: [], long: [1] }, 500)).toBeUndefined();
  });

  it('never prices a longer route below a shorter one at a band edge (ADR 0029)', () => {
    // Paris → Passy (600 km) and Paris → Megève (602 km): the long band's rate is lower.
    const eco = [band(0.75, 0, 299), band(0.65, 300, 600), band(0.58, 601, 5000)];
    expect(economyOffer(eco, 600)!.price).toBe(390);
    expect(economyOffer(eco, 601)!.price).toBe(390);
    expect(economyOffer(eco, 673)!.price).toBe(390.34);
    expect(economyOffer(eco, 300)!.price).toBe(224.25);
    expect(economyOffer(eco, 299)!.price).toBe(224.25);
    const flex = { short: [1.35], medium: [1.15], long: [1.0] };
    expect(standardOffer(flex, 600)!.price).toBe(690);
    expect(standardOffer(flex, 602)!.price).toBe(690);
    expect(standardOffer(flex, 300)!.price).toBe(403.65);
    // Inside a band nothing changes: rate × km.
    expect(standardOffer(flex, 450)!.price).toBe(517.5);
    expect(standardOffer(flex, 1000)!.price).toBe(1000);
  });

  it('drops unpriced offers, sorts by price, and makes priority the best choice', () => {
    const ranked = rankOffers([
      { variant: 'priority', price: 900, originalPrice: 1058.82 },
      { variant: 'economy', price: 600 },
      undefined,
      { variant: 'standard', price: 0 },
    ]);
    expect(ranked.map((offer) => [offer.id, offer.price, offer.isBestChoice])).toEqual([
      ['ugo-cheapest', 600, false],
      ['flash-global', 900, true],
    ]);
  });

  it('makes the cheapest the best choice when priority has no price', () => {
    const ranked = rankOffers([undefined, { variant: 'standard', price: 700 }, { variant: 'economy', price: 650 }]);
    expect(ranked.map((offer) => [offer.variant, offer.isBestChoice])).toEqual([
      ['economy', true],
      ['standard', false],
    ]);
  });

  it('gives no offer at all when no price is above 0', () => {
    expect(rankOffers([undefined, { variant: 'economy', price: 0 }])).toEqual([]);
  });
});

describe('a priority price before its discount', () => {
  it('is the stored price over 0.85, to the cent: the gateway’s price', () => {
    expect(priceBeforeDiscount(850)).toBe(1000);
    expect(priceBeforeDiscount(575.81)).toBe(677.42);
    expect(priceBeforeDiscount(priorityOffer(1049.38)!.price)).toBe(1049.38);
  });
});
