import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import { LANGUAGES } from '#src/domain/language.ts';
import { pageInLanguage } from '#src/domain/site-map.ts';
import { CookieSettingsButton } from './cookie-consent.tsx';
import { ExternalLink } from './external-link.tsx';
import { useLanguage } from './use-language.ts';
import { SupportPhone } from './support-contacts.tsx';
import { useSite } from './use-site.ts';
import { Disclosure } from './ui/disclosure.tsx';

/** Spec §2 footer: the group site's links, a social link, the policy documents and the year. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { language, home } = useLanguage();
  const { pathname } = useLocation();
  const site = useSite();
  const links = site?.links;
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>{t('footer.tagline')}</p>
        {site && (
          <p className="site-footer__phone">
            <SupportPhone site={site} />
          </p>
        )}
        {links && (
          <nav aria-label={t('footer.groupLabel')}>
            <ul className="site-footer__links">
              {(['solutions', 'company', 'shipper', 'carrier', 'contact'] as const).map((name) => (
                <li key={name}>
                  <ExternalLink href={links.corporate[name]}>{t(`header.mobile.${name}`)}</ExternalLink>
                </li>
              ))}
              <li>
                <ExternalLink href={links.social}>{t('footer.social')}</ExternalLink>
              </li>
            </ul>
          </nav>
        )}
        {/* Plain links: changing language works even before (or without) JavaScript. */}
        <nav aria-label={t('footer.languagesLabel')}>
          <ul className="site-footer__languages">
            {LANGUAGES.map((code) => (
              <li key={code}>
                <Link to={pageInLanguage(pathname, code)} hrefLang={code} lang={code} aria-current={code === language ? 'page' : undefined}>
                  {t(`languages.${code}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {links && (
          <nav aria-label={t('footer.legalLabel')}>
            <ul className="site-footer__links">
              <li>
                <ExternalLink href={links.policies.privacy}>{t('footer.privacy')}</ExternalLink>
              </li>
              <li>
                <Link to={`${home}/legal-notice`}>{t('footer.legal')}</Link>
              </li>
              <li>
                <ExternalLink href={links.policies.cookies}>{t('footer.cookies')}</ExternalLink>
              </li>
              <li>
                <CookieSettingsButton />
              </li>
            </ul>
          </nav>
        )}
        {site && (
          <section className="site-footer__operator" aria-labelledby="site-footer-operator">
            <h2 id="site-footer-operator">{t('footer.operator.title')}</h2>
            <address>
              {site.operator.name} — {site.operator.address}
              <br />
              {site.operator.registration} — {t('footer.operator.vat')} {site.operator.vatNumber}
              <br />
              <a href={`mailto:${site.operator.email}`}>{site.operator.email}</a>
            </address>
          </section>
        )}
        {site && (
          // What is kept and for how long, from the same settings as the retention job.
          <Disclosure className="site-footer__data" summary={t('footer.dataTitle')}>
            <p>
              {t('footer.dataRetention', {
                leads: site.retention.leads,
                quotes: site.retention.unconfirmedQuotes,
                emails: site.retention.emails,
                email: site.supportEmail,
              })}
            </p>
          </Disclosure>
        )}
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
