import { useTranslation } from '#web/i18n/use-translation.tsx';
import { ACCOUNT_COUNTRIES, ACCOUNT_COUNTRY_CODES, validateAccountRequest } from '#src/domain/leads/lead-rules.ts';
import { alphabetically } from '../intl-formats.ts';
import { ExternalLink } from '../external-link.tsx';
import { useLanguage } from '../use-language.ts';
import { useSite } from '../use-site.ts';
import { LeadForm } from './lead-form.tsx';
import { LANGUAGE_NAME } from './language-names.ts';
import { usePersonFields } from './person-fields.ts';

// The account form stores the country's French name (spec §3 account_requests.pays); each is
// shown in the page's language.

/** Spec §3 account_requests: the business account request. */
export function AccountRequestForm({ action, titleLevel, onSent }: { action?: string; titleLevel?: 'h2' | 'h3'; onSent?: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const person = usePersonFields();
  const links = useSite()?.links;
  const countries = alphabetically(
    ACCOUNT_COUNTRIES.map((name) => ({ value: name, label: t(`countries.${ACCOUNT_COUNTRY_CODES[name]}`) })),
    (country) => country.label,
  );
  return (
    <LeadForm
      form="account"
      action={action}
      title={t('leads.account.title')}
      titleLevel={titleLevel}
      intro={t('leads.account.intro')}
      submitLabel={t('leads.account.submit')}
      outcome="inline"
      onSent={onSent}
      validate={(value) =>
        validateAccountRequest({
          firstName: value('firstName'),
          lastName: value('lastName'),
          email: value('email'),
          company: value('company'),
          phone: value('phone'),
          country: value('country'),
          language: value('language'),
          hasVat: value('hasVat') === 'on',
          vatNumber: value('vatNumber'),
          acceptsMarketing: value('acceptsMarketing') === 'on',
          acceptsTerms: value('acceptsTerms') === 'on',
        })
      }
      fields={[
        person.firstName,
        person.lastName,
        person.email,
        person.company,
        person.phone,
        { name: 'country', label: t('leads.country'), type: 'select', required: true, options: countries },
        {
          name: 'language',
          label: t('leads.language'),
          type: 'select',
          options: Object.values(LANGUAGE_NAME).map((name) => ({ value: name, label: name })),
          defaultValue: LANGUAGE_NAME[language],
        },
        { name: 'hasVat', label: t('leads.account.hasVat'), type: 'checkbox' },
        { name: 'vatNumber', label: t('leads.account.vatNumber'), type: 'text', autoComplete: 'off' },
        { name: 'acceptsMarketing', label: t('leads.account.acceptsMarketing'), type: 'checkbox' },
        {
          name: 'acceptsTerms',
          label: t('leads.account.acceptsTerms'),
          type: 'checkbox',
          required: true,
          labelContent: links ? (
            <>
              {t('leads.account.acceptsTermsBefore')} <ExternalLink href={links.policies.privacy}>{t('footer.privacy')}</ExternalLink>{' '}
              {t('leads.account.and')} <ExternalLink href={links.policies.legal}>{t('leads.account.terms')}</ExternalLink>
            </>
          ) : undefined,
        },
      ]}
    />
  );
}
