import { useMemo } from 'react';
import { FORM_COUNTRIES } from '#src/domain/shipment/countries.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { alphabetically } from '../intl-formats.ts';

/** The account's forms' country: every country of the quote form, by its name in the page's language. */
export function CountrySelect({
  id,
  label,
  defaultValue,
  error,
  autoComplete,
}: {
  id: string;
  label: string;
  defaultValue: string;
  /** what is wrong with it, said under it */
  error: string | undefined;
  /** "country" for the company's own address; none for the address of a place it ships to or from */
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const countries = useMemo(() => alphabetically(FORM_COUNTRIES, (code) => t(`countries.${code}`)), [t]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="country"
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {t(`countries.${code}`)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
