import { describe, expect, it } from 'vitest';
import { NO_RECORD, type TenderOffer, answerRefusal, awardablePrice, carrierStanding, marginOf, proposedPurchasePrice } from './tender.ts';

const tender = { deadline: '2026-11-28T10:15:00Z', priceEuros: 800 };
const offer: TenderOffer = { carrierId: 'c', carrierName: 'C', sentAt: '2026-11-28T10:00:00Z', answer: null, answeredAt: null };
const at = (time: string) => new Date(`2026-11-28T${time}Z`);

describe('answerRefusal', () => {
  it('takes one answer before the deadline, none once awarded', () => {
    expect(answerRefusal(tender, offer, undefined, at('10:14:59'))).toBeUndefined();
    expect(answerRefusal(tender, offer, undefined, at('10:15:00'))).toBe('closed');
    expect(answerRefusal(tender, { ...offer, answer: { kind: 'accept' } }, undefined, at('10:01:00'))).toBe('answered');
    expect(answerRefusal(tender, offer, { carrierId: 'other' }, at('10:01:00'))).toBe('awarded');
  });
});

describe('awardablePrice', () => {
  it('is the tender price for an acceptance, the proposal while it holds, nothing otherwise', () => {
    expect(awardablePrice(tender, { ...offer, answer: { kind: 'accept' } }, at('11:00:00'))).toBe(800);
    const proposal = { ...offer, answer: { kind: 'propose' as const, priceEuros: 850, validUntil: '2026-11-28T10:30:00Z' } };
    expect(awardablePrice(tender, proposal, at('10:29:00'))).toBe(850);
    expect(awardablePrice(tender, proposal, at('10:30:00'))).toBeUndefined();
    expect(awardablePrice(tender, { ...offer, answer: { kind: 'decline', reason: 'price' } }, at('10:01:00'))).toBeUndefined();
    expect(awardablePrice(tender, offer, at('10:01:00'))).toBeUndefined();
  });
});

describe('margin', () => {
  it('is the sale less the purchase, and its share of the sale', () => {
    expect(marginOf(1_000, 820)).toEqual({ euros: 180, rate: 0.18 });
    expect(marginOf(1_000, 1_050.5).euros).toBe(-50.5);
    expect(proposedPurchasePrice(1_049.38, 0.8)).toBe(839);
  });
});

describe('carrierStanding', () => {
  it('ranks a good record above a newcomer, and a newcomer above a poor record', () => {
    const good = { offers: 10, answered: 10, accepted: 8, delivered: 8, onTime: 8 };
    const poor = { offers: 10, answered: 3, accepted: 1, delivered: 1, onTime: 0 };
    expect(carrierStanding(good)).toBeGreaterThan(carrierStanding(NO_RECORD));
    expect(carrierStanding(NO_RECORD)).toBeGreaterThan(carrierStanding(poor));
    expect(carrierStanding(NO_RECORD)).toBe(0.5);
  });
});
