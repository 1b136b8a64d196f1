import type { Logger, LogMeta } from '#src/ports/logger.ts';

export interface RecordedLine {
  level: 'error' | 'warn' | 'info' | 'http' | 'debug';
  message: string;
  meta?: LogMeta;
}

/** A logger that keeps its lines for assertions instead of printing them. */
export function recordingLogger(): Logger & { lines: RecordedLine[] } {
  const lines: RecordedLine[] = [];
  const record = (level: RecordedLine['level']) => (message: string, meta?: LogMeta) => {
    lines.push({ level, message, meta });
  };
  return {
    lines,
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    http: record('http'),
    debug: record('debug'),
    withRequestId: (_requestId, work) => work(),
  };
}
