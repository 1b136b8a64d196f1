import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher.tsx';
import { useLanguage } from './use-language.ts';

export function SiteHeader() {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={home} className="brand">
          {t('brand.name')}
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
