import { token } from './token.ts';
export interface StaffAccount {
  id: string;
  username: string;
  passwordHash: string;
}

export interface StaffAccounts {
  findByUsername(username: string): Promise<StaffAccount | undefined>;
  /** Creates the account, or sets a new password on it. */
  save(username: string, passwordHash: string): Promise<'created' | 'updated'>;
  count(): Promise<number>;
  /** Whether the account has logged in successfully from this address (a keyed hash). */
  knowsAddress(userId: string, addressKey: string): Promise<boolean>;
  rememberAddress(userId: string, addressKey: string, at: Date): Promise<void>;
}
export const StaffAccounts = token<StaffAccounts>('StaffAccounts');

export interface StaffSession {
  tokenHash: string;
  userId: string;
  username: string;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Sessions live in the database so that every app instance sees them. */
export interface StaffSessions {
  create(session: Omit<StaffSession, 'username'>): Promise<void>;
  find(tokenHash: string): Promise<StaffSession | undefined>;
  touch(tokenHash: string, at: Date): Promise<void>;
  remove(tokenHash: string): Promise<void>;
  /** Ends every session of an account (its password changed). */
  removeForUser(userId: string): Promise<void>;
}
export const StaffSessions = token<StaffSessions>('StaffSessions');

/** argon2id. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
export const PasswordHasher = token<PasswordHasher>('PasswordHasher');

/** Unguessable tokens, the digest under which they are stored, and signatures under the server's key. */
export interface Secrets {
  randomToken(): string;
  digest(value: string): string;
  /** A signature of `text` under the server's current key (a link's capability): nothing stored makes it. */
  sign(text: string): string;
  /** Whether `signature` is `text`'s under the current key or the previous one (links in flight across a rotation). */
  signed(text: string, signature: string): boolean;
}
export const Secrets = token<Secrets>('Secrets');
