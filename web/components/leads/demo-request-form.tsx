import { useTranslation } from '#web/i18n/use-translation.tsx';
import { DEMO_LANGUAGES, validateDemoRequest } from '#src/domain/leads/lead-rules.ts';
import { useLanguage } from '../use-language.ts';
import { LeadForm } from './lead-form.tsx';
import { LANGUAGE_NAME } from './language-names.ts';
import { usePersonFields } from './person-fields.ts';

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
      validate={(value) =>
        validateDemoRequest({
          firstName: value('firstName'),
          lastName: value('lastName'),
          company: value('company'),
          email: value('email'),
          phone: value('phone'),
          language: value('language'),
        })
      }
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
