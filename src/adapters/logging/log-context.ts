import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving one request carries. */
export interface LogScope {
  requestId: string;
}

export const logContext = new AsyncLocalStorage<LogScope>();
