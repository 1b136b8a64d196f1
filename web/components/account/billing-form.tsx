import { Form } from 'react-router';
import { type BillingDetails, type BillingErrorKey, INVOICING_RHYTHMS } from '#src/domain/account/billing.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { CountrySelect } from '../ui/country-select.tsx';
import type { AddressFieldError } from './address-form.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';

const FIELDS = [
  ['email', 'email', 254, 'email'],
  ['street', 'text', 200, 'address-line1'],
  ['postalCode', 'text', 16, 'postal-code'],
  ['city', 'text', 100, 'address-level2'],
] as const;

/**
 * The company's billing details, which its invoices name and whose address receives
 * them; the owner's form, or what is kept for a member. Each field says what is wrong with it.
 */
export function BillingSection({
  billing,
  owner,
  action,
  saved,
  errors = [],
  values,
}: {
  billing: BillingDetails | null;
  owner: boolean;
  action: string;
  saved: boolean;
  errors?: AddressFieldError[];
  values?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const shown: Record<string, string> = values ?? { ...billing, siren: billing?.siren ?? '', vatNumber: billing?.vatNumber ?? '' };
  const errorOf = (field: string) => {
    const error = errors.find((one) => one.field === field);
    return error ? t(`account.billing.errors.${error.key as BillingErrorKey}`, error.values) : undefined;
  };
  return (
    <section aria-labelledby="billing-title" className="account__billing">
      <h2 id="billing-title">{t('account.billing.heading')}</h2>
      <p>{t('account.billing.intro')}</p>
      {saved && (
        <p className="notice" role="status">
          {t('account.billing.saved')}
        </p>
      )}
      {!owner ? (
        billing ? (
          <address>
            {billing.email}
            <br />
            {billing.street}, {billing.postalCode} {billing.city}, {t(`countries.${billing.country}`)}
            {billing.siren && (
              <>
                <br />
                {t('account.billing.sirenLine', { siren: billing.siren })}
              </>
            )}
            {billing.vatNumber && (
              <>
                <br />
                {t('account.billing.vatNumberLine', { vatNumber: billing.vatNumber })}
              </>
            )}
            <br />
            {t(`account.billing.invoicing.${billing.invoicing}`)}
          </address>
        ) : (
          <p>{t('account.billing.none')}</p>
        )
      ) : (
        <Form method="post" action={action} className="account__address-form" noValidate>
          <input type="hidden" name="intent" value="saveBilling" />
          {errors.length > 0 && (
            <p className="notice notice--error" role="alert">
              {t('account.billing.invalid')}
            </p>
          )}
          {!billing && errors.length === 0 && <p>{t('account.billing.none')}</p>}
          {FIELDS.map(([field, type, max, autoComplete]) => (
            <Field key={field} label={t(`account.billing.fields.${field}`)} message={errorOf(field)}>
              {(control) => (
                <input
                  {...control}
                  name={field}
                  type={type}
                  required
                  maxLength={max}
                  autoComplete={autoComplete}
                  defaultValue={shown[field] ?? ''}
                />
              )}
            </Field>
          ))}
          <CountrySelect
            name="country"
            label={t('account.billing.fields.country')}
            defaultValue={shown.country ?? 'FR'}
            error={errorOf('country')}
            autoComplete="country"
          />
          <Field label={t('account.billing.fields.siren')} message={errorOf('siren')}>
            {(control) => (
              <input {...control} name="siren" inputMode="numeric" maxLength={11} autoComplete="off" defaultValue={shown.siren ?? ''} />
            )}
          </Field>
          <Field label={t('account.billing.fields.vatNumber')} message={errorOf('vatNumber')}>
            {(control) => (
              <input
                {...control}
                name="vatNumber"
                maxLength={20}
                autoComplete="off"
                autoCapitalize="characters"
                defaultValue={shown.vatNumber ?? ''}
              />
            )}
          </Field>
          <fieldset className="account__rhythm">
            <legend>{t('account.billing.invoicing.legend')}</legend>
            {INVOICING_RHYTHMS.map((rhythm) => (
              <label key={rhythm} className="account__check">
                <input type="radio" name="invoicing" value={rhythm} defaultChecked={(shown.invoicing ?? 'delivery') === rhythm} />{' '}
                {t(`account.billing.invoicing.${rhythm}`)}
              </label>
            ))}
          </fieldset>
          <Button type="submit">{t('account.billing.submit')}</Button>
        </Form>
      )}
    </section>
  );
}
