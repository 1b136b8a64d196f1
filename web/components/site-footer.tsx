import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, pathInLanguage } from '../../src/domain/language.ts';
import { useLanguage } from './use-language.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>{t('footer.tagline')}</p>
        {/* Plain links: changing language works even before (or without) JavaScript. */}
        <nav aria-label={t('footer.languagesLabel')}>
          <ul className="site-footer__languages">
            {LANGUAGES.map((code) => (
              <li key={code}>
                <Link
                  to={pathInLanguage(pathname, code)}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === language ? 'page' : undefined}
                >
                  {t(`languages.${code}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
