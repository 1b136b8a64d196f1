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
}

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

export interface LoginFailures {
  /** When each subject failed since `since`. */
  since(subjects: string[], since: Date): Promise<Map<string, Date[]>>;
  record(subjects: string[], at: Date): Promise<void>;
  clear(subject: string): Promise<void>;
}

/** argon2id. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** Unguessable tokens, and the digest under which they are stored. */
export interface Secrets {
  randomToken(): string;
  digest(value: string): string;
}
