import winston from 'winston';
import type { Logger } from '../../ports/logger.ts';
import { logContext } from './log-context.ts';

export interface LoggerOptions {
  level: string;
  format: 'json' | 'pretty';
  /** Where lines go; defaults to the console. Tests pass a stream to read them back. */
  stream?: NodeJS.WritableStream;
}

const withRequestId = winston.format((info) => {
  const scope = logContext.getStore();
  if (scope) info.requestId = scope.requestId;
  return info;
});

const pretty = winston.format.printf(({ timestamp, level, message, requestId, ...meta }) => {
  const rest = Object.keys(meta).length > 0 ? ` ${JSON.stringify(meta)}` : '';
  const id = requestId ? ` [${String(requestId)}]` : '';
  return `${String(timestamp)} ${level}${id} ${String(message)}${rest}`;
});

export function createLogger(options: LoggerOptions): Logger {
  const format =
    options.format === 'json'
      ? winston.format.combine(withRequestId(), winston.format.timestamp(), winston.format.json())
      : winston.format.combine(withRequestId(), winston.format.timestamp({ format: 'HH:mm:ss.SSS' }), winston.format.colorize(), pretty);
  const transport = options.stream ? new winston.transports.Stream({ stream: options.stream }) : new winston.transports.Console();
  const logger = winston.createLogger({ level: options.level, format, transports: [transport] });
  // winston formats every line (request id, timestamp, JSON) before its transport drops those
  // below the level: one per request for the access log at the default level. Asked first, a
  // line that will not be written costs nothing.
  const at = (level: 'error' | 'warn' | 'info' | 'http' | 'debug') => (message: string, meta?: Record<string, unknown>) => {
    if (logger.isLevelEnabled(level)) logger.log(level, message, meta);
  };
  return {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    http: at('http'),
    debug: at('debug'),
    withRequestId: (requestId, work) => logContext.run({ requestId }, work),
  };
}
