import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { useLanguage } from '../use-language.ts';

/** The back office's own bar: a staff tool, without the marketing menu, banner or widget. */
export function StaffHeader() {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <header className="staff-header">
      <div className="container staff-header__inner">
        <Link to={home} className="staff-header__brand">
          {t('brand.name')}
        </Link>
        <span className="staff-header__label">{t('adminUi.backOffice')}</span>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
