import type { RequestHandler } from 'express';

/** The driver's page of a transport: /{LANG}/drive/{link}. */
const DRIVER_PAGE = /^\/[A-Za-z]{2}\/drive\/[^/]+$/;

/**
 * Headers every response carries: no MIME sniffing, no framing by other sites, referrers kept
 * to our origin, and HTTPS remembered once the site is reached over TLS. The pages' Content-
 * Security-Policy is content-security-policy.ts (it needs a nonce per response).
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  const driver = DRIVER_PAGE.test(req.path);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  // A driver's link is its key: it never leaves in a Referer, not even to this site's other pages.
  res.setHeader('Referrer-Policy', driver ? 'no-referrer' : 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  // The driver's page reads the phone's position, when the driver agrees; no other page may.
  res.setHeader('Permissions-Policy', `camera=(), microphone=(), geolocation=${driver ? '(self)' : '()'}`);
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
};
