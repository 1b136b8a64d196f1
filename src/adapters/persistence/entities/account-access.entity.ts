import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, instant, uuidPrimaryKey } from './columns.ts';
import { AccountRequestEntity } from './account-request.entity.ts';

// Who may sign in to an accepted business account, by a link sent by email.

/** Table account_people: the people of a business account (the account request staff accepted). */
export const AccountPersonEntity = defineEntity({
  name: 'AccountPerson',
  tableName: 'account_people',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    account: () => p.manyToOne(AccountRequestEntity).deleteRule('cascade'),
    /** lower case: one person per address and account */
    email: p.string().length(254),
    role: p.enum(['owner', 'member'] as const),
    removedAt: instant().nullable(),
  },
  uniques: [{ properties: ['account', 'email'] }],
  indexes: [{ properties: ['email'] }],
});

/**
 * Table account_sign_in_links: a link's token (its SHA-256), for which address, until when, used
 * once. Kept for known and unknown addresses alike: the request costs the same.
 */
export const AccountSignInLinkEntity = defineEntity({
  name: 'AccountSignInLink',
  tableName: 'account_sign_in_links',
  properties: {
    tokenHash: p.string().length(64).primary(),
    /** lower case */
    email: p.string().length(254),
    createdAt: createdAt(),
    expiresAt: instant(),
    usedAt: instant().nullable(),
  },
  indexes: [{ properties: ['expiresAt'] }],
});

/** Table account_sessions: a signed-in shipper's session (its token's SHA-256), apart from staff sessions. */
export const AccountSessionEntity = defineEntity({
  name: 'AccountSession',
  tableName: 'account_sessions',
  properties: {
    tokenHash: p.string().length(64).primary(),
    person: () => p.manyToOne(AccountPersonEntity).deleteRule('cascade'),
    createdAt: instant(),
    lastSeenAt: instant(),
  },
  indexes: [{ properties: ['lastSeenAt'] }],
});

/** Table account_addresses: the company's address book, edited by its people, filled from its transports. */
export const AccountAddressEntity = defineEntity({
  name: 'AccountAddress',
  tableName: 'account_addresses',
  properties: {
    id: uuidPrimaryKey(),
    account: () => p.manyToOne(AccountRequestEntity).deleteRule('cascade'),
    createdAt: createdAt(),
    updatedAt: instant(),
    name: p.string().length(100),
    street: p.string().length(200),
    postalCode: p.string().length(20),
    city: p.string().length(100),
    country: p.string().length(2),
    contactName: p.string().length(100),
    contactPhone: p.string().length(40),
    openingHours: p.string().length(200),
    driverNote: p.string().length(500),
    /** where a past transport located it; cleared when the place is edited */
    coordinates: p.json<{ lat: number; lon: number }>().nullable(),
  },
  indexes: [{ properties: ['account', 'name'] }],
});

/**
 * Table account_invitations: a colleague invited by the owner, waiting until they follow
 * the emailed link (its token's SHA-256) within 7 days and accept; withdrawn by the owner before.
 */
export const AccountInvitationEntity = defineEntity({
  name: 'AccountInvitation',
  tableName: 'account_invitations',
  properties: {
    id: uuidPrimaryKey(),
    account: () => p.manyToOne(AccountRequestEntity).deleteRule('cascade'),
    createdAt: createdAt(),
    /** lower case */
    email: p.string().length(254),
    role: p.enum(['owner', 'member'] as const),
    tokenHash: p.string().length(64).unique(),
    expiresAt: instant(),
    acceptedAt: instant().nullable(),
    withdrawnAt: instant().nullable(),
  },
  indexes: [{ properties: ['account', 'email'] }],
});

/** Table quote_account_additions: the trail of a quote made before signing in, added to its company by its own person. */
export const QuoteAccountAdditionEntity = defineEntity({
  name: 'QuoteAccountAddition',
  tableName: 'quote_account_additions',
  properties: {
    id: uuidPrimaryKey(),
    quoteId: p.uuid().index(),
    account: () => p.manyToOne(AccountRequestEntity).deleteRule('cascade'),
    /** who added it: the signed-in person's address, as their sign-in link proved it */
    email: p.string().length(254),
    addedAt: instant(),
  },
});
