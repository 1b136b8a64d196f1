import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { CountrySelect } from '../ui/country-select.tsx';
import { FieldMessage } from '../ui/field-message.tsx';
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
  const id = useId();
  return (
    <div className="business-vat">
      <CountrySelect
        name="buyerCountry"
        label={t('booking.vat.buyerCountry')}
        value={state.buyerCountry}
        onChange={(code) => onEdit({ buyerCountry: code }, ['vatNumber'])}
      />
      <div className="field">
        <label htmlFor={`${id}-vat`}>
          {t('booking.vat.vatNumber')} <span className="field__optional">{t('booking.optional')}</span>
        </label>
        <input
          id={`${id}-vat`}
          name="vatNumber"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-vat-hint${error ? ` ${id}-vat-error` : ''}`}
          value={state.vatNumber}
          onChange={(event) => onEdit({ vatNumber: event.target.value }, ['vatNumber'])}
        />
        <p id={`${id}-vat-hint`} className="field__hint">
          {t('booking.vat.vatNumberHint')}
        </p>
        <FieldMessage id={`${id}-vat-error`} message={error} />
      </div>
    </div>
  );
}
