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
