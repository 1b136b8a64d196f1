import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { readCookie } from './cookies.ts';

// A quote is readable and writable only by the browser that created it: that browser holds a
// random capability in an HttpOnly cookie, and the database keeps only its SHA-256.
export const OWNER_COOKIE = 'quote_owner';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

const keyOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The owner key of the browser sending this Cookie header, or undefined when it holds no capability yet. */
export function ownerKeyOfCookies(cookieHeader: string | null | undefined): string | undefined {
  const token = readCookie(cookieHeader, OWNER_COOKIE);
  return token && TOKEN.test(token) ? keyOf(token) : undefined;
}

export function ownerKey(req: Request): string | undefined {
  return ownerKeyOfCookies(req.headers.cookie);
}

/** A new capability for pages (no Express response there): its key and the Set-Cookie header. */
export function newOwnerCookie(secure: boolean): { key: string; setCookie: string } {
  const token = randomBytes(32).toString('base64url');
  const attributes = [`Path=/`, `Max-Age=${THIRTY_DAYS_MS / 1000}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return { key: keyOf(token), setCookie: [`${OWNER_COOKIE}=${token}`, ...attributes].join('; ') };
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
