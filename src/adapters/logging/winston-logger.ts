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
  return {
    error: (message, meta) => void logger.error(message, meta),
    warn: (message, meta) => void logger.warn(message, meta),
    info: (message, meta) => void logger.info(message, meta),
    http: (message, meta) => void logger.http(message, meta),
    debug: (message, meta) => void logger.debug(message, meta),
    withRequestId: (requestId, work) => logContext.run({ requestId }, work),
  };
}
