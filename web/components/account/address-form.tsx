import { Form } from 'react-router';
import { ADDRESS_LIMITS, type AddressFields } from '#src/domain/account/address-book.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { CountrySelect } from '../ui/country-select.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';

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
}: {
  action: string;
  intent: string;
  values?: Partial<AddressFields>;
  errors?: AddressFieldError[];
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const errorOf = (field: string) => {
    const error = errors.find((one) => one.field === field);
    return error ? t(`account.addresses.errors.${error.key as 'required' | 'tooLong' | 'invalid' | 'tooMany'}`, error.values) : undefined;
  };
  return (
    <Form method="post" action={action} className="account__address-form" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {errors.length > 0 && (
        <p className="notice notice--error" role="alert">
          {t('account.addresses.invalid')}
        </p>
      )}
      {TEXT_FIELDS.map((field) => (
        <Field
          key={field}
          label={t(`account.addresses.fields.${field}`)}
          marker={REQUIRED.has(field) ? 'required' : undefined}
          message={errorOf(field)}
        >
          {(control) => (
            <input
              {...control}
              name={field}
              type={field === 'contactPhone' ? 'tel' : 'text'}
              defaultValue={values?.[field] ?? ''}
              maxLength={ADDRESS_LIMITS[field]}
              required={REQUIRED.has(field)}
              autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            />
          )}
        </Field>
      ))}
      <CountrySelect
        name="country"
        label={t('account.addresses.fields.country')}
        defaultValue={values?.country ?? 'FR'}
        error={errorOf('country')}
      />
      <Field className="account__address-note" label={t('account.addresses.fields.driverNote')} message={errorOf('driverNote')}>
        {(control) => (
          <textarea {...control} name="driverNote" rows={3} defaultValue={values?.driverNote ?? ''} maxLength={ADDRESS_LIMITS.driverNote} />
        )}
      </Field>
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}
