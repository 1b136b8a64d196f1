import type { AccountPerson } from '../ports/business-accounts.ts';
import type { StaffSession } from '../ports/staff-auth.ts';
import type { AuthenticateShipper } from './account/account-access.ts';
import type { AuthenticateStaff } from './admin/authenticate-staff.ts';
import type { AuthenticateApiKey } from './api/api-access.ts';
import type { ApiCaller } from './api/quote-for-account.ts';
import type { CarrierPortalPerson } from '../ports/carrier-access.ts';

/**
 * Who acts in a request, worked out once at the edge (src/http/actor.ts) and handed to the use
 * cases and their policies. A new kind of user (a carrier's person) is one more member here and
 * one more door below; the others do not change.
 */
export type Actor =
  | { kind: 'nobody' }
  | { kind: 'staff'; staff: StaffSession }
  /** a person of a business account: its owner or a member (person.role) */
  | { kind: 'person'; person: AccountPerson }
  /** a business account's system, by one of its API keys */
  | { kind: 'key'; caller: ApiCaller }
  /** the driver of one transport, by the signed link texted to them (the transport's rules say until when: driver-job.ts) */
  | { kind: 'driver'; quoteRequestId: string }
  /** a carrier, by the signed link of the offer one of its tenders sent it */
  | { kind: 'carrier'; carrierId: string; tenderId: string }
  /** one of a carrier's people, signed in to the carriers' pages by a link sent by email */
  | { kind: 'carrierPerson'; person: CarrierPortalPerson };

/**
 * Where a request comes in, and so which credential may act there: a browser can hold both a
 * staff session and a shipper's, and the back office reads only the first, the account's pages
 * only the second, /api/v1 only its key, the driver's page and API only the link in their path,
 * an offer's page only its link, the carriers' pages only their own session.
 */
export type Door = 'staff' | 'account' | 'api' | 'driver' | 'carrier' | 'carrierPortal';

/** What a request presents, read by the edge from its cookies and headers. */
export interface Credentials {
  staffSession?: string;
  personSession?: string;
  /** a carrier's person's session, for the carriers' pages */
  carrierSession?: string;
  authorization?: string;
  /** the driver's link, where the path carries one (`/{LANG}/drive/{link}`, `/api/drive/{link}/…`) */
  driverLink?: string;
  /** a carrier's offer link, where the path carries one (`/{LANG}/carrier/offer/{link}`) */
  offerLink?: string;
  /** false for what a page asks by itself (a refresh, a reload after an event): a staff session's idle time is not reset */
  byPerson: boolean;
}

export const NOBODY: Actor = { kind: 'nobody' };

/** The actor at a door: nobody without a live credential for it; a refused API key throws its refusal (401, 403, 429). */
export type IdentifyActor = (door: Door, credentials: Credentials) => Promise<Actor>;

export function makeIdentifyActor(deps: {
  authenticateStaff: AuthenticateStaff;
  authenticatePerson: AuthenticateShipper;
  authenticateCarrierPerson: AuthenticateShipper<CarrierPortalPerson>;
  authenticateKey: AuthenticateApiKey;
  /** the transport a driver's link opens, if this server signed it */
  openDriverLink: (link: string | undefined) => string | undefined;
  /** the carrier's offer a link opens, if this server signed it */
  openOfferLink: (link: string | undefined) => { tenderId: string; carrierId: string } | undefined;
}): IdentifyActor {
  return async (door, credentials) => {
    switch (door) {
      case 'staff': {
        const staff = await deps.authenticateStaff(credentials.staffSession, { byPerson: credentials.byPerson });
        return staff ? { kind: 'staff', staff } : NOBODY;
      }
      case 'account': {
        const person = await deps.authenticatePerson(credentials.personSession);
        return person ? { kind: 'person', person } : NOBODY;
      }
      case 'api':
        return { kind: 'key', caller: await deps.authenticateKey(credentials.authorization) };
      case 'driver': {
        const quoteRequestId = deps.openDriverLink(credentials.driverLink);
        return quoteRequestId ? { kind: 'driver', quoteRequestId } : NOBODY;
      }
      case 'carrier': {
        const offer = deps.openOfferLink(credentials.offerLink);
        return offer ? { kind: 'carrier', ...offer } : NOBODY;
      }
      case 'carrierPortal': {
        const person = await deps.authenticateCarrierPerson(credentials.carrierSession);
        return person ? { kind: 'carrierPerson', person } : NOBODY;
      }
    }
  };
}
