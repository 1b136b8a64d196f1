import type { ApplicationServices } from '../composition/application-services.ts';
import type { ErrorAnswer } from './error-answers.ts';
import type { LeadKind } from '../domain/leads/lead-rules.ts';
import type { LeadOutcome } from './lead-submission.ts';
import type { Actor, Door } from '../application/actor.ts';

/** What page loaders and actions receive as `context`: the application, never an HTTP client. */
export type PageContext = {
  services: ApplicationServices;
  requestId: string;
  /** the visitor's address (behind TRUST_PROXY, the forwarded one), for per-address limits */
  clientAddress: string;
  /** whether the request came over TLS, so cookies set by pages are Secure */
  secure: boolean;
  /** this response's Content-Security-Policy nonce, for the page's inline scripts ('' when none) */
  cspNonce: string;
  /**
   * The API's table from application errors to HTTP (error-answers.ts). Given here rather than
   * imported so that a page compares the very classes the application threw, in development
   * too, where Vite loads the pages' own copy of the modules they import.
   */
  answerFor: (error: unknown) => ErrorAnswer | undefined;
  /** Who acts at a door (the account's pages: 'account'; the staff page: 'staff'), identified once per request (actor.ts). */
  actor: (door: Door) => Promise<Actor>;
  /** A lead form, on the same path as POST /api/leads/… (lead-submission.ts). */
  receiveLead: (form: LeadKind, body: unknown) => Promise<LeadOutcome>;
};

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: React Router's context type becomes ours
  interface AppLoadContext extends PageContext {}
}
