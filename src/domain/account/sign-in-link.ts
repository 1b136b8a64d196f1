// A business account's people sign in with a link sent by email — no password.

/** How long a sign-in link opens the account: once, within this many minutes. */
export const SIGN_IN_LINK_MINUTES = 15;

/**
 * Per quarter hour: the links one visitor may ask for one address, and for any; and the links one
 * address is emailed, whoever asks. The first two refuse the visitor who asks too often; the last
 * bounds what strangers can send someone without refusing that person's own request (it is not
 * told apart: the answer stays the same, the link is simply not sent).
 */
export const LINKS_PER_ADDRESS_AND_VISITOR = 3;
export const LINKS_PER_VISITOR = 10;
export const LINKS_EMAILED_PER_ADDRESS = 10;
export const LINK_WINDOW_MS = 15 * 60_000;

/** What the sign-in email carries. */
export interface SignInLinkSummary {
  company: string;
  /** the page that signs in with the link's token */
  link: string;
  minutes: number;
}

/** Whether a text has the shape of the random tokens of sign-in links, sessions and invitations: anything else is none of them. */
export const isLinkToken = (token: string): boolean => /^[\w-]{20,100}$/.test(token);

/** When a link asked for at `now` stops opening the account. */
export const linkExpiry = (now: Date) => new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);

/** A session lasts this long at most, whatever the activity (like the staff's). */
export const SESSION_MAX_HOURS = 12;

/**
 * Whether a session started at `startedAt` and last used at `lastSeenAt` is over at `now`: idle
 * too long, or past its absolute lifetime.
 */
export const sessionOver = (session: { startedAt: Date; lastSeenAt: Date }, now: Date, idleMinutes: number) =>
  now.getTime() - session.lastSeenAt.getTime() > idleMinutes * 60_000 ||
  now.getTime() - session.startedAt.getTime() >= SESSION_MAX_HOURS * 3_600_000;

/** How long an invitation's link waits for the invitee. */
export const INVITATION_DAYS = 7;

/** When an invitation sent at `now` stops opening. */
export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

/** The roles a person may have in a business account: a fixed set, checked on the server. */
export const ACCOUNT_ROLES = ['owner', 'member'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

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
  /** the invitation's own page, where the invitee accepts it (one use, INVITATION_DAYS) */
  link: string;
  days: number;
}
