import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { useLanguage } from './use-language.ts';

/** Who the page is for, when people at work use it: staff, a driver, a carrier. */
export type WorkSpace = 'backOffice' | 'drive' | 'carrier';

/**
 * The bar of the pages people use at work — the back office, the driver's page, the carriers'
 * pages: the brand, whose space it is, the language; no marketing menu, calls to book, cookie
 * bar or support widget (nothing there needs consent).
 */
export function WorkHeader({ space }: { space: WorkSpace }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <header className="work-header">
      <div className="container work-header__inner">
        <Link to={home} className="work-header__brand">
          {t('brand.name')}
        </Link>
        <span className="work-header__label">{t(`layout.work.${space}`)}</span>
        <LanguageSwitcher />
      </div>
    </header>
  );
}

/** The work pages' foot: the legal notice, and nothing to sell. */
export function WorkFooter() {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <footer className="work-footer">
      <div className="container">
        <Link to={`${home}/legal-notice`}>{t('footer.legal')}</Link>
      </div>
    </footer>
  );
}
