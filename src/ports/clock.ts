/** The only way the application learns the time, so rules such as "now + 2 h" can be tested. */
export interface Clock {
  now(): Date;
}
