import { useTranslation } from '#web/i18n/use-translation.tsx';
import { supportPhoneFor } from '#src/domain/operator.ts';
import { ExternalLink } from './external-link.tsx';
import { telHref } from './support-contacts.tsx';
import { useLanguage } from './use-language.ts';
import { useSite } from './use-site.ts';

/** The operator's identity as the law asks a publisher to give it (config/operator.json). */
export function LegalNotice() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const site = useSite();
  if (!site) return null;
  const { operator } = site;
  const phone = supportPhoneFor(operator, language);
  const rows: Array<[string, React.ReactNode]> = [
    [t('footer.operator.publisher'), operator.name],
    [t('footer.operator.address'), operator.address],
    [t('footer.operator.registration'), operator.registration],
    [t('footer.operator.vat'), operator.vatNumber],
    [t('footer.operator.phone'), <a href={telHref(phone)}>{phone}</a>],
    [t('footer.operator.email'), <a href={`mailto:${operator.email}`}>{operator.email}</a>],
  ];
  return (
    <section className="container legal-notice">
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <ExternalLink href={site.links.policies.legal}>{t('footer.operator.fullDocument')}</ExternalLink>
      </p>
      <p>
        {t('footer.operator.roadData')}{' '}
        <ExternalLink href="https://www.openstreetmap.org/copyright">openstreetmap.org/copyright</ExternalLink>
        {' · '}
        <a href="/open-data/french-road-distances.csv" download>
          {t('footer.operator.roadDataTable')}
        </a>
      </p>
    </section>
  );
}
