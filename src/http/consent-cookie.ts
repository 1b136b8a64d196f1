// Cookie consent: one essential cookie remembers the visitor's choice about
// third-party content. It is a preference, not a secret: readable by the page, SameSite=Lax.
// Its name alone, for the pages to read it without the server's modules (consent-api.ts).
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_CHOICES = ['accepted', 'refused'] as const;
