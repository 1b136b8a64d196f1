import { readFileSync } from 'node:fs';
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
  shipperPortalLogin: address,
  social: address,
  policies: z.object({ privacy: address, legal: address, cookies: address }),
  demoVideo: address.optional(),
});

/** Reads and checks the links file named by SITE_LINKS_FILE; a bad file stops the start. */
export function loadSiteLinks(file: string): SiteLinks {
  const parsed = siteLinksFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file} is not a valid links file:\n  ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}`);
  }
  return parsed.data;
}
