import { useTranslation } from 'react-i18next';
import { ACCOUNT_COUNTRIES, DEMO_LANGUAGES } from '#src/domain/leads/lead-rules.ts';
import { ExternalLink } from '../site-header.tsx';
import { useLanguage } from '../use-language.ts';
import { useSite } from '../use-site.ts';
import { type LeadField, LeadForm } from './lead-form.tsx';

// The account form stores the country's French name (spec §3 account_requests.pays); each is
// shown in the page's language.
const CODE_OF_ACCOUNT_COUNTRY: Record<(typeof ACCOUNT_COUNTRIES)[number], string> = {
  France: 'FR',
  Allemagne: 'DE',
  Autriche: 'AT',
  Belgique: 'BE',
  Danemark: 'DK',
  Espagne: 'ES',
  Finlande: 'FI',
  Hongrie: 'HU',
  Irlande: 'IE',
  Italie: 'IT',
  Luxembourg: 'LU',
  Norvège: 'NO',
  'Pays-Bas': 'NL',
  Pologne: 'PL',
  Portugal: 'PT',
  Roumanie: 'RO',
  'Royaume-Uni': 'GB',
  Slovaquie: 'SK',
  Slovénie: 'SI',
  Suède: 'SE',
  Suisse: 'CH',
  Tchéquie: 'CZ',
};
const LANGUAGE_NAME = { fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español', it: 'Italiano' } as const;
const SECTORS = ['carMaker', 'supplier', 'aerospace', 'healthcare', 'industry', 'other'] as const;

function usePersonFields(): Record<'firstName' | 'lastName' | 'company' | 'email' | 'phone', LeadField> {
  const { t } = useTranslation();
  return {
    firstName: { name: 'firstName', label: t('booking.contact.firstName'), type: 'text', required: true, autoComplete: 'given-name' },
    lastName: { name: 'lastName', label: t('booking.contact.lastName'), type: 'text', required: true, autoComplete: 'family-name' },
    company: { name: 'company', label: t('booking.contact.company'), type: 'text', required: true, autoComplete: 'organization' },
    email: { name: 'email', label: t('booking.contact.email'), type: 'email', required: true, autoComplete: 'email' },
    phone: { name: 'phone', label: t('booking.contact.phone'), type: 'tel', required: true, autoComplete: 'tel' },
  };
}

/** Spec §3 account_requests: the business account request. */
export function AccountRequestForm({ action, titleLevel, onSent }: { action?: string; titleLevel?: 'h2' | 'h3'; onSent?: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const person = usePersonFields();
  const links = useSite()?.links;
  const countries = [...ACCOUNT_COUNTRIES]
    .map((name) => ({ value: name, label: t(`countries.${CODE_OF_ACCOUNT_COUNTRY[name]}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));
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

/** Spec §3 demande_demo: the demo request. */
export function DemoRequestForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const person = usePersonFields();
  return (
    <LeadForm
      form="demo"
      title={t('leads.demo.title')}
      intro={t('leads.demo.intro')}
      submitLabel={t('leads.demo.submit')}
      outcome="inline"
      fields={[
        person.firstName,
        person.lastName,
        person.company,
        person.email,
        person.phone,
        {
          name: 'language',
          label: t('leads.language'),
          type: 'select',
          required: true,
          options: DEMO_LANGUAGES.map((name) => ({ value: name, label: name })),
          defaultValue: LANGUAGE_NAME[language],
        },
      ]}
    />
  );
}

/** Spec §3 contact_automobile: 'Parler à un expert'. */
export function ExpertContactForm() {
  const { t } = useTranslation();
  const person = usePersonFields();
  return (
    <LeadForm
      form="contact"
      title={t('leads.contact.title')}
      intro={t('leads.contact.intro')}
      submitLabel={t('leads.contact.submit')}
      outcome="dialogs"
      fields={[
        person.firstName,
        person.lastName,
        person.company,
        {
          name: 'sector',
          label: t('leads.contact.sector'),
          type: 'select',
          required: true,
          options: SECTORS.map((sector) => ({ value: t(`leads.sectors.${sector}`), label: t(`leads.sectors.${sector}`) })),
        },
        { ...person.email, label: t('leads.contact.email') },
        { ...person.phone, label: t('leads.contact.phone') },
        { name: 'message', label: t('leads.contact.message'), type: 'textarea', required: true },
      ]}
    />
  );
}
