import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { DEFAULT_COUNTRY } from '#src/domain/shipment/countries.ts';
import { COMMENTS_MAX_LENGTH } from '#src/domain/shipment/validate-shipment.ts';
import type { ParcelLine } from '#src/domain/shipment/parcel-line.ts';
import { useLanguage } from '../use-language.ts';
import type { VehicleAdvice } from './booking-api.ts';
import { DateField } from './date-field.tsx';
import { Field } from '../ui/field.tsx';
import { type QuoteFormState, followingPickupTime } from './form-state.ts';
import { DangerousGoodsFields } from './dangerous-goods-fields.tsx';
import { ParcelTable } from './parcel-table.tsx';
import { PrivateContact } from './private-contact.tsx';
import { VehicleList } from './vehicle-list.tsx';
import { EndFields } from './end-fields.tsx';
import { TimeField } from '../ui/time-field.tsx';
import { YesNo } from '../ui/yes-no.tsx';
import { BusinessVat } from './business-vat.tsx';
import { useSignedInCompany } from './saved-addresses.ts';
import { Button } from '../ui/button.tsx';

export interface QuoteFormProps {
  state: QuoteFormState;
  /** message by field name (departureLocation, parcels.0.weight…) */
  errors: Record<string, string>;
  today: string;
  vehicles: VehicleAdvice & { loading: boolean };
  sending: boolean;
  hydrated: boolean;
  notice?: string;
  /** why the server refused the last send, when it is about no field */
  refusal?: string;
  /** a change to some fields; `fields` names the inputs whose errors clear */
  onEdit: (patch: Partial<QuoteFormState>, fields: string[]) => void;
  onSwap: () => void;
  onParcelChange: (index: number, line: ParcelLine, field: string) => void;
  onAddLine: () => void;
  onRemoveLine: (index: number) => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}

/** The input view of the quote tool (spec §2 "Booking form"), a real form that posts without JavaScript. */
export function QuoteForm(props: QuoteFormProps) {
  const { state, errors, today, vehicles, sending, hydrated, notice, refusal, onEdit } = props;
  const { t } = useTranslation();
  const { home } = useLanguage();
  const hasErrors = Object.keys(errors).length > 0;
  const company = useSignedInCompany(hydrated, home);
  const saved = company?.addresses;
  // A person signed in to a company's space buys as the company: the form starts from its country
  // and VAT number, unless the visitor already chose a buyer.
  const buyer = company?.buyer;
  const untouchedBuyer = state.vatNumber === '' && state.buyerCountry === DEFAULT_COUNTRY;
  useEffect(() => {
    if (buyer && untouchedBuyer) onEdit({ buyerCountry: buyer.country, vatNumber: buyer.vatNumber ?? '' }, []);
    // Once, when the company is known: a later edit by the visitor stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [buyer]);

  return (
    <form
      className="quote-form"
      method="post"
      action={`${home}/quote`}
      noValidate={hydrated}
      onSubmit={props.onSubmit}
      aria-labelledby="quote-form-title"
    >
      <h2 id="quote-form-title" data-view-heading tabIndex={-1}>
        {t('booking.form.title')}
      </h2>
      <p className="field__hint">{t('booking.form.requiredHint')}</p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {refusal && (
        <p className="notice notice--error" role="alert">
          {refusal}
        </p>
      )}
      {/* With scripts, the validation toast says it; the fields say what is wrong. */}
      {hasErrors && !hydrated && (
        <p className="notice notice--error" role="alert">
          {t('validation.general')}
        </p>
      )}
      <div className="quote-form__route">
        <fieldset className="quote-form__end">
          <legend>{t('booking.departure.legend')}</legend>
          <EndFields end="departure" state={state} errors={errors} hydrated={hydrated} saved={saved} onEdit={onEdit} />
          <div className="field-row">
            <DateField
              name="pickupDate"
              label={t('booking.departure.date')}
              value={state.pickupDate}
              min={today}
              required
              error={errors.pickupDate}
              hydrated={hydrated}
              onChange={(value) =>
                onEdit(
                  {
                    pickupDate: value,
                    ...followingPickupTime(state, value, new Date()),
                    ...(state.deliveryDate && state.deliveryDate < value ? { deliveryDate: '' } : {}),
                  },
                  ['pickupDate', 'pickupTime', 'deliveryDate'],
                )
              }
            />
            <TimeField
              name="pickupTime"
              label={t('booking.departure.time')}
              value={state.pickupTime}
              hint={t('booking.departure.timeHint')}
              onChange={(value) => onEdit({ pickupTime: value }, ['pickupTime'])}
            />
          </div>
        </fieldset>
        {hydrated && (
          <Button kind="secondary" type="button" className="swap" title={t('booking.swap')} onClick={props.onSwap}>
            <span aria-hidden="true">⇄</span> <span className="swap__label">{t('booking.swap')}</span>
          </Button>
        )}
        <fieldset className="quote-form__end">
          <legend>{t('booking.arrival.legend')}</legend>
          <EndFields end="arrival" state={state} errors={errors} hydrated={hydrated} saved={saved} onEdit={onEdit} />
          <div className="field-row">
            <DateField
              name="deliveryDate"
              label={t('booking.arrival.date')}
              value={state.deliveryDate}
              min={state.pickupDate && state.pickupDate > today ? state.pickupDate : today}
              required={false}
              error={errors.deliveryDate}
              hydrated={hydrated}
              onChange={(value) => onEdit({ deliveryDate: value }, ['deliveryDate'])}
            />
            <TimeField
              name="deliveryTime"
              label={t('booking.arrival.time')}
              value={state.deliveryTime}
              onChange={(value) => onEdit({ deliveryTime: value }, ['deliveryTime'])}
            />
          </div>
        </fieldset>
      </div>

      <ParcelTable
        parcels={state.parcels}
        errors={errors}
        hydrated={hydrated}
        onChange={props.onParcelChange}
        onAdd={props.onAddLine}
        onRemove={props.onRemoveLine}
      />

      <VehicleList
        options={vehicles.options}
        value={state.vehicleType}
        degraded={vehicles.degraded}
        loading={vehicles.loading}
        error={errors.vehicleType}
        onChange={(value) => onEdit({ vehicleType: value }, ['vehicleType'])}
      />

      <div className="field-row">
        <YesNo
          name="isStackable"
          legend={t('booking.stackable')}
          value={state.isStackable}
          onChange={(value) => onEdit({ isStackable: value }, [])}
        />
        <YesNo
          name="isDangerous"
          legend={t('booking.dangerous')}
          value={state.isDangerous}
          onChange={(value) => onEdit({ isDangerous: value }, [])}
        />
      </div>
      {state.isDangerous && <DangerousGoodsFields parcels={state.parcels} errors={errors} onChange={props.onParcelChange} />}

      <Field
        label={t('booking.comments.label')}
        hint={t('booking.comments.counter', { length: state.comments.length, max: COMMENTS_MAX_LENGTH })}
        message={errors.comments}
      >
        {(control) => (
          <textarea
            {...control}
            name="comments"
            rows={3}
            maxLength={COMMENTS_MAX_LENGTH}
            value={state.comments}
            onChange={(event) => onEdit({ comments: event.target.value }, ['comments'])}
          />
        )}
      </Field>

      <PrivateContact values={state} errors={errors} onEdit={onEdit} />
      {state.isProfessional && <BusinessVat state={state} error={errors.vatNumber} onEdit={onEdit} />}

      <Button type="submit" className="quote-form__send" disabled={sending}>
        {sending ? t('booking.form.sending') : t('booking.form.send')}
      </Button>
    </form>
  );
}
