import { describe, expect, it } from 'vitest';
import type { AccountPerson } from '../ports/business-accounts.ts';
import type { StaffSession } from '../ports/staff-auth.ts';
import type { CarrierPortalPerson } from '../ports/carrier-access.ts';
import { type Credentials, makeIdentifyActor } from './actor.ts';
import { ApiKeyRefused } from './api/api-access.ts';
import type { ApiCaller } from './api/quote-for-account.ts';

const STAFF = { userId: 'u-1', username: 'agent', csrfToken: 'c', tokenHash: 'h' } as StaffSession;
const PERSON: AccountPerson = { id: 'p-1', accountId: 'a-1', email: 'claire@alpha.example', role: 'member', company: 'Alpha' };
const CARRIER_PERSON: CarrierPortalPerson = {
  id: 'cp-1',
  carrierId: 'c-1',
  company: 'Transports Rhône',
  name: 'Luc',
  email: 'luc@rhone.example',
  mobile: '+33612345678',
  language: 'fr',
};
const CALLER = { key: { id: 'k-1' }, account: { id: 'a-1' } } as ApiCaller;

const touched: boolean[] = [];
const identify = makeIdentifyActor({
  authenticateStaff: async (token, options) => (touched.push(options?.byPerson ?? true), token === 'staff-token' ? STAFF : undefined),
  authenticatePerson: async (token) => (token === 'person-token' ? PERSON : undefined),
  authenticateCarrierPerson: async (token) => (token === 'carrier-token' ? CARRIER_PERSON : undefined),
  authenticateKey: async (authorization) => {
    if (authorization !== 'Bearer key') throw new ApiKeyRefused();
    return CALLER;
  },
  openDriverLink: (link) => (link === 'req-1.signed' ? 'req-1' : undefined),
  openOfferLink: (link) => (link === 't-1.c-1.signed' ? { tenderId: 't-1', carrierId: 'c-1' } : undefined),
});
const all: Credentials = {
  staffSession: 'staff-token',
  personSession: 'person-token',
  carrierSession: 'carrier-token',
  authorization: 'Bearer key',
  byPerson: true,
};

describe('who acts', () => {
  it('at each door is the one credential that door reads, whatever else the browser holds', async () => {
    expect(await identify('staff', all)).toEqual({ kind: 'staff', staff: STAFF });
    expect(await identify('account', all)).toEqual({ kind: 'person', person: PERSON });
    expect(await identify('api', all)).toEqual({ kind: 'key', caller: CALLER });
  });

  it('is nobody at the back office and the account without their session; a wrong key is refused, not nobody', async () => {
    const shipperOnly: Credentials = { personSession: 'person-token', byPerson: true };
    expect(await identify('staff', shipperOnly)).toEqual({ kind: 'nobody' });
    expect(await identify('account', { staffSession: 'staff-token', byPerson: true })).toEqual({ kind: 'nobody' });
    expect(await identify('account', { personSession: 'forged', byPerson: true })).toEqual({ kind: 'nobody' });
    await expect(identify('api', shipperOnly)).rejects.toBeInstanceOf(ApiKeyRefused);
  });

  it('is the driver of a transport by its signed link only', async () => {
    expect(await identify('driver', { ...all, driverLink: 'req-1.signed' })).toEqual({ kind: 'driver', quoteRequestId: 'req-1' });
    expect(await identify('driver', { ...all, driverLink: 'req-1.forged' })).toEqual({ kind: 'nobody' });
    // Sessions and keys make no one a driver.
    expect(await identify('driver', all)).toEqual({ kind: 'nobody' });
  });

  it('is a carrier by the signed link of its offer only', async () => {
    expect(await identify('carrier', { ...all, offerLink: 't-1.c-1.signed' })).toEqual({
      kind: 'carrier',
      tenderId: 't-1',
      carrierId: 'c-1',
    });
    expect(await identify('carrier', { ...all, offerLink: 't-1.c-2.signed' })).toEqual({ kind: 'nobody' });
    expect(await identify('carrier', { ...all, driverLink: 'req-1.signed' })).toEqual({ kind: 'nobody' });
  });

  it("is a carrier's person on the carriers' pages by their own session only", async () => {
    expect(await identify('carrierPortal', all)).toEqual({ kind: 'carrierPerson', person: CARRIER_PERSON });
    expect(await identify('carrierPortal', { ...all, carrierSession: 'forged' })).toEqual({ kind: 'nobody' });
    // A carrier's session opens no other door, and no other credential opens the carriers' pages.
    expect(await identify('account', { carrierSession: 'carrier-token', byPerson: true })).toEqual({ kind: 'nobody' });
    expect(await identify('carrierPortal', { ...all, carrierSession: undefined, offerLink: 't-1.c-1.signed' })).toEqual({
      kind: 'nobody',
    });
  });

  it('a page asking by itself does not keep the staff session alive', async () => {
    touched.length = 0;
    await identify('staff', { ...all, byPerson: false });
    expect(touched).toEqual([false]);
  });
});
