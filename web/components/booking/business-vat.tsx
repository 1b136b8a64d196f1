import { useTranslation } from '#web/i18n/use-translation.tsx';
import { CountrySelect } from '../ui/country-select.tsx';
import { Field } from '../ui/field.tsx';
import type { QuoteFormState } from './form-state.ts';

/** Where the buying business is established and its EU VAT number: which VAT its offers bear (ADR 0031). */
export function BusinessVat({
  state,
  error,
  onEdit,
}: {
  state: Pick<QuoteFormState, 'buyerCountry' | 'vatNumber'>;
  error?: string;
  onEdit: (patch: Partial<QuoteFormState>, fields: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="business-vat">
      <CountrySelect
        name="buyerCountry"
        label={t('booking.vat.buyerCountry')}
        value={state.buyerCountry}
        onChange={(code) => onEdit({ buyerCountry: code }, ['vatNumber'])}
      />
      <Field label={t('booking.vat.vatNumber')} marker="optional" hint={t('booking.vat.vatNumberHint')} message={error}>
        {(control) => (
          <input
            {...control}
            name="vatNumber"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            value={state.vatNumber}
            onChange={(event) => onEdit({ vatNumber: event.target.value }, ['vatNumber'])}
          />
        )}
      </Field>
    </div>
  );
}
