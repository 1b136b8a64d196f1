/** Wrong username or password (the message never says which). */
export class InvalidCredentials extends Error {
  override name = 'InvalidCredentials';
  constructor() {
    super('invalid credentials');
  }
}

/** Too many failed logins: wait until `until`. */
export class LoginThrottled extends Error {
  override name = 'LoginThrottled';
  readonly until: Date;
  /** the wait, on the application's clock */
  readonly retryAfterMs: number;
  constructor(until: Date, retryAfterMs: number) {
    super(`login throttled until ${until.toISOString()}`);
    this.until = until;
    this.retryAfterMs = retryAfterMs;
  }
}
