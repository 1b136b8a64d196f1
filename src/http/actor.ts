import type { RequestHandler, Response } from 'express';
import { type Actor, type Credentials, type Door, NOBODY } from '../application/actor.ts';
import type { ApiCaller } from '../application/api/quote-for-account.ts';
import type { ApplicationServices } from '../composition/application-services.ts';
import { ADMIN_COOKIE, CARRIER_COOKIE, SHIPPER_COOKIE, isAutomaticRequest, readCookie } from './cookies.ts';

/**
 * Where a driver's link travels: in the path of the driver's page (and of its data, which the
 * page's scripts ask for at `…/drive/{link}.data`) and of its API.
 */
const DRIVER_PATH = /^\/(?:[A-Za-z]{2}|api)\/drive\/([^/?#]+?)(?:\.data)?(?=[/?#]|$)/;

/** Where a carrier's offer link travels: the offer's page, its data and its documents. */
const OFFER_PATH = /^\/[A-Za-z]{2}\/carrier\/offer\/([^/?#]+?)(?:\.data)?(?=[/?#]|$)/;

/** What a request presents, from its Cookie and Authorization headers and its target (only its query is read: `//` is a target too). */
export function credentialsOf(headers: { cookie?: string | null; authorization?: string | null }, target: string): Credentials {
  const query = target.includes('?') ? target.slice(target.indexOf('?')) : '';
  const url = new URL(`http://request/${query}`);
  // A target in absolute form (`http://host/FR/drive/…`) is its path.
  const path = target.slice(0, target.length - query.length).replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return {
    driverLink: DRIVER_PATH.exec(path)?.[1],
    offerLink: OFFER_PATH.exec(path)?.[1],
    staffSession: readCookie(headers.cookie, ADMIN_COOKIE),
    personSession: readCookie(headers.cookie, SHIPPER_COOKIE),
    carrierSession: readCookie(headers.cookie, CARRIER_COOKIE),
    authorization: headers.authorization ?? undefined,
    byPerson: !isAutomaticRequest(url, headers.cookie),
  };
}

/**
 * Who acts at each door of one request, identified at most once per door: what a page's loader,
 * its action and the components they call all read (load-context.ts). The credentials are read
 * only when a page asks: the public pages never do.
 */
export function requestActors(services: Pick<ApplicationServices, 'identify'>, readCredentials: () => Credentials) {
  const known = new Map<Door, Promise<Actor>>();
  let credentials: Credentials | undefined;
  return (door: Door): Promise<Actor> => {
    let actor = known.get(door);
    if (!actor) known.set(door, (actor = services.identify(door, (credentials ??= readCredentials()))));
    return actor;
  };
}

/** Express: identifies the actor at `door` for the routes after it (actorOf). A refused API key is its refusal, answered by the router's error handler. */
export const identifyAt =
  (services: Pick<ApplicationServices, 'identify'>, door: Door): RequestHandler =>
  async (req, res, next) => {
    const credentials = credentialsOf({ cookie: req.headers.cookie, authorization: req.get('authorization') }, req.originalUrl);
    res.locals.actor = await services.identify(door, credentials);
    next();
  };

/** The actor identifyAt found for this request. */
export const actorOf = (res: Response): Actor => (res.locals.actor as Actor | undefined) ?? NOBODY;

/** The key's caller, on a route behind identifyAt(…, 'api') (which lets no other actor through). */
export function callerOf(res: Response): ApiCaller {
  const actor = actorOf(res);
  if (actor.kind !== 'key') throw new Error('an /api/v1 route is reached only through its key');
  return actor.caller;
}
