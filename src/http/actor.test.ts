import { describe, expect, it } from 'vitest';
import { credentialsOf } from './actor.ts';

describe("a request's credentials", () => {
  it('are each session cookie and the Authorization header, read once', () => {
    expect(
      credentialsOf({ cookie: 'admin_session=s1; account_session=p1; other=x', authorization: 'Bearer k' }, '/FR/account?page=2'),
    ).toEqual({ staffSession: 's1', personSession: 'p1', authorization: 'Bearer k', byPerson: true });
  });

  it('say when the page asked by itself, and read any target, // included', () => {
    expect(credentialsOf({}, '/FR/admin?automatic=1').byPerson).toBe(false);
    expect(credentialsOf({}, '//').byPerson).toBe(true);
    expect(credentialsOf({}, 'http://evil.example/FR?automatic=1').byPerson).toBe(false);
  });

  it('carry the driver’s link where the path does: the driver’s page and its API', () => {
    expect(credentialsOf({}, '/DE/drive/req-1.abc?saved=1').driverLink).toBe('req-1.abc');
    // The page's own data request, as its scripts revalidate after a tap.
    expect(credentialsOf({}, '/DE/drive/req-1.abc.data?_routes=routes%2Fdrive').driverLink).toBe('req-1.abc');
    expect(credentialsOf({}, '/api/drive/req-1.abc/taps').driverLink).toBe('req-1.abc');
    expect(credentialsOf({}, 'http://host/FR/drive/req-1.abc').driverLink).toBe('req-1.abc');
    expect(credentialsOf({}, '/FR/quote/req-1').driverLink).toBeUndefined();
  });

  it('carry a carrier’s offer link on the offer’s page, its data and its documents', () => {
    expect(credentialsOf({}, '/DE/carrier/offer/t-1.c-1.abc').offerLink).toBe('t-1.c-1.abc');
    expect(credentialsOf({}, '/DE/carrier/offer/t-1.c-1.abc.data?_routes=x').offerLink).toBe('t-1.c-1.abc');
    expect(credentialsOf({}, '/FR/carrier/offer/t-1.c-1.abc/transport-order.pdf').offerLink).toBe('t-1.c-1.abc');
    expect(credentialsOf({}, '/FR/drive/t-1.c-1.abc').offerLink).toBeUndefined();
  });
});
