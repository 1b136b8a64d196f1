import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { CarrierPortalView } from '#src/application/carriers/carrier-portal.ts';
import { formatters } from '../ui/format.ts';
import { Button } from '../ui/button.tsx';

/**
 * Self-billing, as the carrier consents to it: the mandate's text and version, and the form that
 * accepts it; once accepted, since when, and the form that ends it. Forms without scripts.
 */
export function PortalMandate({ mandate }: { mandate: CarrierPortalView['mandate'] }) {
  const { t, language } = useTranslation();
  const format = formatters(language);
  const id = useId();
  const { current } = mandate;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('carrier.portal.mandate.title')}</h2>
      <p>{t('carrier.portal.mandate.text')}</p>
      <p className="field__hint">{t('carrier.portal.mandate.version', { version: current?.version ?? mandate.version })}</p>
      <form method="post">
        {current ? (
          <>
            <p className="notice notice--success">{t('carrier.portal.mandate.accepted', { date: format.dateTime(current.acceptedAt) })}</p>
            <input type="hidden" name="intent" value="revokeMandate" />
            <Button kind="link" type="submit">
              {t('carrier.portal.mandate.revoke')}
            </Button>
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="acceptMandate" />
            <Button type="submit" className="drive__button">
              {t('carrier.portal.mandate.accept')}
            </Button>
          </>
        )}
      </form>
    </section>
  );
}
