export type LogMeta = Record<string, unknown>;

/** Structured logging. Never pass personal data (names, emails, phones) in meta. */
export interface Logger {
  error(message: string, meta?: LogMeta): void;
  warn(message: string, meta?: LogMeta): void;
  info(message: string, meta?: LogMeta): void;
  http(message: string, meta?: LogMeta): void;
  debug(message: string, meta?: LogMeta): void;
  /** Runs `work` so that every line logged during it, however deep, carries `requestId`. */
  withRequestId<T>(requestId: string, work: () => T): T;
}
