import type { Secrets } from '../ports/staff-auth.ts';

/**
 * Every capability link the server hands out is made and checked here: what it is for (its
 * purpose), what it opens (its subject: ids, and the quote's owner key where the link must stop
 * working for another owner), and until when. The signature is the server's (Secrets: HMAC under
 * LINK_SIGNING_KEY, the previous key still accepted across a rotation, compared in constant time),
 * so a database's reader cannot make one.
 *
 * A link without an expiry signs `purpose:subject…`, the very text links were signed over before
 * this module, so those keep opening. One with an expiry signs `purpose:subject…:until:<seconds>`
 * and carries the seconds after its signature (`<hex>-<seconds>`): changing the date breaks it.
 */
export type LinkPurpose =
  /** a quote's page from the visitor's email */
  | 'quote-link'
  /** a quote's document, read only, shared by its shipper */
  | 'quote-share'
  /** the receiving site's view of a transport */
  | 'quote-consignee'
  /** the driver's page of one transport */
  | 'transport-driver'
  /** one carrier's offer of one tender, and the job once awarded to it */
  | 'carrier-offer';

export interface LinkGrant {
  purpose: LinkPurpose;
  /** what the link opens, in order; no part may hold ':' (they are joined with it) */
  subject: readonly string[];
}

const EXPIRING = /^([0-9a-f]{64})-(\d{1,12})$/;

function signedText({ purpose, subject }: LinkGrant, until?: number): string {
  if (subject.length === 0 || subject.some((part) => part === '' || part.includes(':')))
    throw new Error(`a ${purpose} link's subject parts are non-empty and hold no ':'`);
  return [purpose, ...subject, ...(until === undefined ? [] : ['until', String(until)])].join(':');
}

/** The token of a link granting `grant`, valid until `expiresAt` when given (to the second). */
export function linkToken(secrets: Pick<Secrets, 'sign'>, grant: LinkGrant, expiresAt?: Date): string {
  if (!expiresAt) return secrets.sign(signedText(grant));
  const until = Math.floor(expiresAt.getTime() / 1000);
  return `${secrets.sign(signedText(grant, until))}-${until}`;
}

/** Whether `token` grants `grant` at `now`: signed by this server (current or previous key) and not expired. */
export function linkOpens(secrets: Pick<Secrets, 'signed'>, grant: LinkGrant, token: string, now: Date): boolean {
  const expiring = EXPIRING.exec(token);
  if (!expiring) return secrets.signed(signedText(grant), token);
  const until = Number(expiring[2]);
  return now.getTime() < until * 1000 && secrets.signed(signedText(grant, until), expiring[1]!);
}
