/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;
