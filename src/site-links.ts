import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import type { SiteLinks } from './application/public-site.ts';

const address = z.url({ protocol: /^https?$/ });

const siteLinksFile: z.ZodType<SiteLinks> = z.object({
  corporate: z.object({
    about: address,
    road: address,
    air: address,
    industries: address,
    solutions: address,
    company: address,
    shipper: address,
    carrier: address,
    contact: address,
  }),
  products: z.object({ schwerdtfeger: address, speedPackEurope: address, taxicolis: address }),
  // An operator with a shipper portal of its own names it here; otherwise "Connexion" opens the business account.
  shipperPortalLogin: address.optional(),
  social: address,
  policies: z.object({ privacy: address, legal: address, cookies: address }),
  demoVideo: address.optional(),
});

/** Reads and checks the links file named by SITE_LINKS_FILE; a bad file stops the start. */
export function loadSiteLinks(file: string): SiteLinks {
  const parsed = siteLinksFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file} is not a valid links file:\n  ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}`,
    );
  }
  return parsed.data;
}

/**
 * The links file as it is now: read again when it changes (looked at once a second at most), so
 * that staff can correct an address without a restart; a file that became invalid is reported
 * and the last good links stay.
 */
export function liveSiteLinks(file: string, onInvalid: (error: unknown) => void): () => SiteLinks {
  let links = loadSiteLinks(file);
  let version = statSync(file).mtimeMs;
  let checkedAt = Date.now();
  return () => {
    const now = Date.now();
    if (now - checkedAt < 1_000) return links;
    checkedAt = now;
    try {
      const current = statSync(file).mtimeMs;
      if (current !== version) {
        version = current;
        links = loadSiteLinks(file);
      }
    } catch (error) {
      onInvalid(error);
    }
    return links;
  };
}
