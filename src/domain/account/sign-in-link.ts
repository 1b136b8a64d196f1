// Issue 39: a business account's people sign in with a link sent by email — no password.

/** How long a sign-in link opens the account: once, within this many minutes. */
export const SIGN_IN_LINK_MINUTES = 15;

/** Links one address may be sent, and one visitor may ask for, per quarter hour. */
export const LINKS_PER_ADDRESS = 3;
export const LINKS_PER_VISITOR = 10;
export const LINK_WINDOW_MS = 15 * 60_000;

/** What the sign-in email carries. */
export interface SignInLinkSummary {
  company: string;
  /** the page that signs in with the link's token */
  link: string;
  minutes: number;
}

/** When a link asked for at `now` stops opening the account. */
export const linkExpiry = (now: Date) => new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);

/** Whether a session last used at `lastSeenAt` has gone idle at `now`. */
export const sessionIdle = (lastSeenAt: Date, now: Date, idleMinutes: number) =>
  now.getTime() - lastSeenAt.getTime() > idleMinutes * 60_000;

/** What the email telling an account's requester it is open carries. */
export interface AccountAcceptedSummary {
  company: string;
  name: string;
  /** the sign-in page (a link there is asked for; none is sent unasked) */
  signIn: string;
}

/** What the email inviting a colleague to the account carries. */
export interface AccountInvitationSummary {
  company: string;
  /** who invited them (their address) */
  inviter: string;
  signIn: string;
}
