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
