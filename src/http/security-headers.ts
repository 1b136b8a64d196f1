import type { RequestHandler } from 'express';

/**
 * Headers every response carries: no MIME sniffing, no framing by other sites, referrers kept
 * to our origin, and HTTPS remembered once the site is reached over TLS. The pages' Content-
 * Security-Policy is content-security-policy.ts (it needs a nonce per response).
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
};
