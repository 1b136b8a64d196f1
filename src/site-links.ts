import { readFileSync } from 'node:fs';
import { z } from 'zod';

const address = z.url({ protocol: /^https?$/ });

const siteLinksFile = z.object({
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
});

/** The external addresses of the header and footer (issue 5: configuration, not code). */
export type SiteLinks = z.output<typeof siteLinksFile>;

export function loadSiteLinks(file: string): SiteLinks {
  const parsed = siteLinksFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file} is not a valid links file:\n  ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}`);
  }
  return parsed.data;
}
