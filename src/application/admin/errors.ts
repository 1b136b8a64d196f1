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
