import { p } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';

// Column shapes shared by the stored records, so money, instants and ids are typed alike.

/** Time-ordered and random: not guessable, yet friendly to the primary-key index. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => uuidv7());

/** An instant, always timestamptz. */
export const instant = () => p.datetime().columnType('timestamptz');

export const createdAt = () => instant().onCreate(() => new Date());

/** Euros excluding tax, to the cent; read back as a string so no float ever touches money. */
export const money = () => p.decimal('string').precision(12).scale(2);

export const countryCode = () => p.string().length(2);

export const languageCode = () => p.string().length(2);

/** The channel every open staff page listens on, through the app instance that serves it. */
export const STAFF_INBOX_CHANNEL = 'staff_inbox';

/**
 * A trigger telling every app instance that the agents' inbox changed: a lead arrived or moved
 * on. The database sends it, so a write through any instance (or by hand) reaches every staff
 * page. `leadId` is the column naming the lead; on `update`, `when` says which updates count (the
 * condition is checked before any function runs, so other updates cost nothing).
 */
export const inboxNotification = (leadType: string, options: { leadId?: string; update?: { when: string } } = {}) => ({
  name: 'inbox_notify',
  timing: 'after' as const,
  events: [options.update ? ('update' as const) : ('insert' as const)],
  forEach: 'row' as const,
  ...(options.update ? { when: options.update.when } : {}),
  body: `perform pg_notify('${STAFF_INBOX_CHANNEL}', json_build_object('type', ${leadType}, 'id', ${options.leadId ?? 'NEW.id'})::text); return null;`,
});
