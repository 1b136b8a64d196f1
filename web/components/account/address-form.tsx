import { Form } from 'react-router';
import { ADDRESS_LIMITS, type AddressFields } from '#src/domain/account/address-book.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { CountrySelect } from '../ui/country-select.tsx';
import { Button } from '../ui/button.tsx';

/** A field's error as the action sends it back. */
export interface AddressFieldError {
  field: string;
  key: string;
  values?: Record<string, number>;
}

const TEXT_FIELDS = ['name', 'street', 'postalCode', 'city', 'contactName', 'contactPhone', 'openingHours'] as const;
const REQUIRED = new Set<string>(['name', 'street', 'city']);
const AUTOCOMPLETE: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {
  street: 'address-line1',
  postalCode: 'postal-code',
  city: 'address-level2',
};

/** One address of the book, to add or to change; each field says what is wrong with it. */
export function AddressForm({
  action,
  intent,
  values,
  errors = [],
  submitLabel,
  idPrefix,
}: {
  action: string;
  intent: string;
  values?: Partial<AddressFields>;
  errors?: AddressFieldError[];
  submitLabel: string;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const errorOf = (field: string) => {
    const error = errors.find((one) => one.field === field);
    return error ? t(`account.addresses.errors.${error.key as 'required' | 'tooLong' | 'invalid' | 'tooMany'}`, error.values) : undefined;
  };
  const described = (field: string) => (errorOf(field) ? `${idPrefix}-${field}-error` : undefined);
  const message = (field: string) =>
    errorOf(field) && (
      <p id={`${idPrefix}-${field}-error`} className="field__error">
        {errorOf(field)}
      </p>
    );
  return (
    <Form method="post" action={action} className="account__address-form" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {errors.length > 0 && (
        <p className="notice notice--error" role="alert">
          {t('account.addresses.invalid')}
        </p>
      )}
      {TEXT_FIELDS.map((field) => (
        <div className="field" key={field}>
          <label htmlFor={`${idPrefix}-${field}`}>
            {t(`account.addresses.fields.${field}`)}
            {REQUIRED.has(field) ? (
              <>
                {' '}
                <span aria-hidden="true">*</span>
              </>
            ) : null}
          </label>
          <input
            id={`${idPrefix}-${field}`}
            name={field}
            type={field === 'contactPhone' ? 'tel' : 'text'}
            defaultValue={values?.[field] ?? ''}
            maxLength={ADDRESS_LIMITS[field]}
            required={REQUIRED.has(field)}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            aria-invalid={errorOf(field) ? true : undefined}
            aria-describedby={described(field)}
          />
          {message(field)}
        </div>
      ))}
      <CountrySelect
        name="country"
        id={`${idPrefix}-country`}
        label={t('account.addresses.fields.country')}
        defaultValue={values?.country ?? 'FR'}
        error={errorOf('country')}
      />
      <div className="field account__address-note">
        <label htmlFor={`${idPrefix}-driverNote`}>{t('account.addresses.fields.driverNote')}</label>
        <textarea
          id={`${idPrefix}-driverNote`}
          name="driverNote"
          rows={3}
          defaultValue={values?.driverNote ?? ''}
          maxLength={ADDRESS_LIMITS.driverNote}
          aria-invalid={errorOf('driverNote') ? true : undefined}
          aria-describedby={described('driverNote')}
        />
        {message('driverNote')}
      </div>
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}
