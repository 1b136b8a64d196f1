import { useTranslation } from '#web/i18n/use-translation.tsx';
import { validateExpertContact } from '#src/domain/leads/lead-rules.ts';
import { LeadForm } from './lead-form.tsx';
import { usePersonFields } from './person-fields.ts';

const SECTORS = ['carMaker', 'supplier', 'aerospace', 'healthcare', 'industry', 'other'] as const;

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
      validate={(value) =>
        validateExpertContact({
          firstName: value('firstName'),
          lastName: value('lastName'),
          company: value('company'),
          sector: value('sector'),
          email: value('email'),
          phone: value('phone'),
          message: value('message'),
        })
      }
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
