import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLocation } from 'react-router';
import type { Staff } from './types.ts';
import { StaffForm } from './staff-form.tsx';

/**
 * A person's data on request: download everything kept about an email address as
 * JSON, or erase them from every record. Plain forms: they work before the page's scripts start.
 */
export function PersonalDataPanel({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  const location = useLocation();
  const erased = new URLSearchParams(location.search).get('erased');
  const returnTo = `${location.pathname}${location.search.replace(/([?&])erased=[^&]*&?/, '$1').replace(/[?&]$/, '')}`;
  return (
    <section className="admin__personal-data" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">{t('adminUi.personalData.title')}</h2>
      <p>{t('adminUi.personalData.intro')}</p>
      {erased && (
        <p className={erased === 'invalid' ? 'notice notice--error' : 'notice'} role="status">
          {erased === 'invalid' ? t('adminUi.personalData.invalid') : t('adminUi.personalData.erased', { count: Number(erased) })}
        </p>
      )}
      <div className="admin__filters">
        <form method="get" action="/api/admin/personal-data" className="admin__filters">
          <label htmlFor="personal-data-export">{t('adminUi.personalData.email')}</label>
          <input id="personal-data-export" name="email" type="email" required maxLength={254} autoComplete="off" />
          <button type="submit">{t('adminUi.personalData.export')}</button>
        </form>
        <StaffForm staff={staff} to={returnTo} intent="erasePersonalData" className="admin__filters">
          <label htmlFor="personal-data-erase">{t('adminUi.personalData.email')}</label>
          <input id="personal-data-erase" name="email" type="email" required maxLength={254} autoComplete="off" />
          {/* Erasing cannot be undone: the browser asks for this box before the form goes. */}
          <label>
            <input type="checkbox" name="confirm" required /> {t('adminUi.personalData.confirm')}
          </label>
          <button type="submit">{t('adminUi.personalData.erase')}</button>
        </StaffForm>
      </div>
    </section>
  );
}
