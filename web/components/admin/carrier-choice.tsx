import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';
import { formatters } from '../ui/format.ts';
import type { Board } from './types.ts';

/**
 * Who is booked: a carrier of the directory — the one awarded, or one that fits, at the price
 * stated (with why, when it is more than the sale).
 */
export function CarrierChoice({ buying, id }: { buying: Board['buying']; id: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  const award = buying?.award;
  const choices = award
    ? [{ id: award.carrierId, name: award.carrierName }]
    : (buying?.candidates ?? [])
        .filter((entry) => entry.problems.length === 0)
        .map((entry) => ({ id: entry.carrier.id, name: entry.carrier.company }));
  return (
    <>
      <div className="admin__transport-field">
        <label htmlFor={`${id}-carrier`}>{t('adminUi.transport.fields.carrier')}</label>
        <select id={`${id}-carrier`} name="carrierId" required aria-describedby={`${id}-carrier-hint`}>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
        <p id={`${id}-carrier-hint`} className="field__hint">
          {award
            ? t('adminUi.transport.awardedCarrier', { price: format.money(award.priceEuros) })
            : choices.length === 0
              ? t('adminUi.transport.noCarrier')
              : t('adminUi.transport.directoryCarrier')}
        </p>
      </div>
      {!award && (
        <>
          <div className="admin__transport-field">
            <label htmlFor={`${id}-price`}>{t('adminUi.buying.purchase')}</label>
            <input
              id={`${id}-price`}
              name="priceEuros"
              type="number"
              min={1}
              step="0.01"
              required
              defaultValue={buying?.proposedPriceEuros ?? undefined}
            />
          </div>
          <div className="admin__transport-field">
            <label htmlFor={`${id}-reason`}>{t('adminUi.buying.marginReason')}</label>
            <input id={`${id}-reason`} name="marginReason" maxLength={500} />
          </div>
        </>
      )}
    </>
  );
}
