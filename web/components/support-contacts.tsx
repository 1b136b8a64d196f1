import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { PublicSite } from '#src/application/public-site.ts';
import { supportPhoneFor } from '#src/domain/operator.ts';
import { useLanguage } from './use-language.ts';

/** A phone number as a tel: address: the digits only, and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The 24/7 line as a tel: link, the digits only (and a leading +) in the address. */
export function SupportPhone({ site }: { site: PublicSite }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const phone = supportPhoneFor(site.operator, language);
  return (
    <a className="support-phone" href={telHref(phone)}>
      <span className="support-phone__label">{t('support.phoneLabel')}</span> <span className="support-phone__number">{phone}</span>
    </a>
  );
}

/** The 24/7 line and the support email, as list items of the menu or widget holding them. */
export function SupportContacts({ site }: { site: PublicSite }) {
  return (
    <>
      <li>
        <SupportPhone site={site} />
      </li>
      <li>
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
      </li>
    </>
  );
}
