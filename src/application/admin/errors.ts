import { ApplicationError } from '../../domain/application-error.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    invalidCredentials: InvalidCredentials;
    loginThrottled: LoginThrottled;
  }
}

/** Wrong username or password (the message never says which). */
export class InvalidCredentials extends ApplicationError<'invalidCredentials'> {
  override name = 'InvalidCredentials';
  readonly code = 'invalidCredentials';
  constructor() {
    super('invalid credentials');
  }
}

/** Too many failed logins: wait until `until`. */
export class LoginThrottled extends ApplicationError<'loginThrottled'> {
  override name = 'LoginThrottled';
  readonly code = 'loginThrottled';
  /** when the wait ends, on the application's clock */
  readonly until: Date;
  readonly retryAfterMs: number;
  constructor(now: Date, retryAfterMs: number) {
    const until = new Date(now.getTime() + retryAfterMs);
    super(`login throttled until ${until.toISOString()}`);
    this.until = until;
    this.retryAfterMs = retryAfterMs;
  }
}

declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    staffRecordNotFound: StaffRecordNotFound;
    accountNotApproved: AccountNotApproved;
  }
}

/** What a staff write names and is not there (or no longer): an API key, a webhook receiver, an email of the outbox, an account, a carrier's invoice. */
export class StaffRecordNotFound extends ApplicationError<'staffRecordNotFound'> {
  override name = 'StaffRecordNotFound';
  readonly code = 'staffRecordNotFound';
  readonly record: 'apiKey' | 'webhook' | 'email' | 'account' | 'purchaseInvoice';
  constructor(record: 'apiKey' | 'webhook' | 'email' | 'account' | 'purchaseInvoice') {
    super(`no such ${record}`);
    this.record = record;
  }
}

/** Keys and receivers are for accounts staff accepted. */
export class AccountNotApproved extends ApplicationError<'accountNotApproved'> {
  override name = 'AccountNotApproved';
  readonly code = 'accountNotApproved';
  readonly about: 'apiKey' | 'webhook';
  constructor(about: 'apiKey' | 'webhook') {
    super(`the account is not accepted: no ${about}`);
    this.about = about;
  }
}
