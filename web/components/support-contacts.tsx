import type { PublicSite } from '#src/application/public-site.ts';

/** The support email and, when configured, phone, as list items of the menu or widget holding them. */
export function SupportContacts({ site }: { site: PublicSite }) {
  return (
    <>
      <li>
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
      </li>
      {site.supportPhone && (
        <li>
          <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`}>{site.supportPhone}</a>
        </li>
      )}
    </>
  );
}
