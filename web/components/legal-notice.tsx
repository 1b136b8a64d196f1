import { useTranslation } from '#web/i18n/use-translation.tsx';
import { supportPhoneFor } from '#src/domain/operator.ts';
import { ExternalLink } from './external-link.tsx';
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
  return (
    <section className="container legal-notice">
      <dl>
        <div>
          <dt>{t('footer.operator.publisher')}</dt>
          <dd>{operator.name}</dd>
        </div>
        <div>
          <dt>{t('footer.operator.address')}</dt>
          <dd>{operator.address}</dd>
        </div>
        <div>
          <dt>{t('footer.operator.registration')}</dt>
          <dd>{operator.registration}</dd>
        </div>
        <div>
          <dt>{t('footer.operator.vat')}</dt>
          <dd>{operator.vatNumber}</dd>
        </div>
        <div>
          <dt>{t('footer.operator.phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('footer.operator.email')}</dt>
          <dd>
            <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </dd>
        </div>
      </dl>
      <p>
        <ExternalLink href={site.links.policies.legal}>{t('footer.operator.fullDocument')}</ExternalLink>
      </p>
    </section>
  );
}
