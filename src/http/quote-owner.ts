import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { readCookie } from './cookies.ts';

// A quote is readable and writable only by the browser that created it: that browser holds a
// random capability in an HttpOnly cookie, and the database keeps only its SHA-256.
export const OWNER_COOKIE = 'quote_owner';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

const keyOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The owner key of this browser, or undefined when it holds no capability yet. */
export function ownerKey(req: Request): string | undefined {
  const token = readCookie(req.headers.cookie, OWNER_COOKIE);
  return token && TOKEN.test(token) ? keyOf(token) : undefined;
}

/** The owner key of this browser, giving it a capability first if it has none. */
export function ensureOwnerKey(req: Request, res: Response): string {
  const existing = ownerKey(req);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  res.cookie(OWNER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: '/',
    maxAge: THIRTY_DAYS_MS,
  });
  return keyOf(token);
}
