import { timingSafeEqual } from 'node:crypto';

/** Whether a write carries the staff session's CSRF token (compared in constant time). */
export const isSessionCsrfToken = (sent: unknown, expected: string): boolean =>
  typeof sent === 'string' && sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
