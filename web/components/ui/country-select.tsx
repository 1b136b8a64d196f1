import { useMemo } from 'react';
import { type CountryCode, FORM_COUNTRIES } from '#src/domain/shipment/countries.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { alphabetically } from '../intl-formats.ts';
import { Field } from './field.tsx';

type Choice =
  /** a form the page keeps in its state */
  | { value: CountryCode; onChange: (code: CountryCode) => void; defaultValue?: never }
  /** a form the browser keeps, posted as it is */
  | { defaultValue: string; value?: never; onChange?: never };

/**
 * The one country select: every country of the quote form, by its name in the page's language, in
 * the same order on the server and in every browser whatever the visitor's own locale.
 */
export function CountrySelect({
  id,
  name,
  label,
  error,
  autoComplete,
  ...choice
}: Choice & {
  /** given when a page names its fields itself */
  id?: string;
  name: string;
  label: string;
  /** what is wrong with it, said under it */
  error?: string | undefined;
  /** "country" for an address of one's own; none for a place shipped to or from */
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const countries = useMemo(() => alphabetically(FORM_COUNTRIES, (code) => t(`countries.${code}`)), [t]);
  return (
    <Field id={id} label={label} message={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          {...(choice.onChange
            ? { value: choice.value, onChange: (event) => choice.onChange(event.target.value as CountryCode) }
            : { defaultValue: choice.defaultValue })}
          autoComplete={autoComplete}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {t(`countries.${code}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
