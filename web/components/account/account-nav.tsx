import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';

export type AccountSection = 'transports' | 'addresses' | 'invoices' | 'integrations';

/** The business account's pages: its transports, its address book, its invoices, and (its owner's) keys and receivers. */
export function AccountNav({ current, integrations }: { current: AccountSection; integrations: boolean }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const sections: Array<[AccountSection, string]> = [
    ['transports', `${home}/account`],
    ['addresses', `${home}/account/addresses`],
    ['invoices', `${home}/account/invoices`],
    ...(integrations ? ([['integrations', `${home}/account/integrations`]] as Array<[AccountSection, string]>) : []),
  ];
  return (
    <nav aria-label={t('account.nav.label')} className="account__nav">
      <ul>
        {sections.map(([section, href]) => (
          <li key={section}>
            <a href={href} aria-current={section === current ? 'page' : undefined}>
              {t(`account.nav.${section}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
