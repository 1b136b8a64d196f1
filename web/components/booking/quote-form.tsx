import { useEffect, useId, useMemo } from 'react';
import { STREET_MAX_LENGTH } from '#src/domain/shipment/address-line.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { DEFAULT_COUNTRY, FORM_COUNTRIES, type CountryCode } from '#src/domain/shipment/countries.ts';
import { COMMENTS_MAX_LENGTH, DRIVER_NOTE_MAX_LENGTH } from '#src/domain/shipment/validate-shipment.ts';
import type { ParcelLine } from '#src/domain/shipment/parcel-line.ts';
import { alphabetically } from '../intl-formats.ts';
import { useLanguage } from '../use-language.ts';
import { AddressField, type ChosenAddress } from './address-field.tsx';
import type { VehicleAdvice } from './booking-api.ts';
import { DateField } from './date-field.tsx';
import { FieldMessage } from './field-message.tsx';
import { type End, type QuoteFormState, followingPickupTime } from './form-state.ts';
import { DangerousGoodsFields } from './dangerous-goods-fields.tsx';
import { ParcelTable } from './parcel-table.tsx';
import { PrivateContact } from './private-contact.tsx';
import { VehicleList } from './vehicle-list.tsx';
import { type SavedAddress, useSignedInCompany } from './saved-addresses.ts';

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

function CountrySelect({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: CountryCode;
  onChange: (code: CountryCode) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The same order on the server and in every browser, whatever the visitor's own locale.
  const sorted = useMemo(() => alphabetically(FORM_COUNTRIES, (code) => t(`countries.${code}`)), [t]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value as CountryCode)}>
        {sorted.map((code) => (
          <option key={code} value={code}>
            {t(`countries.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Where the buying business is established and its EU VAT number: which VAT its offers bear (ADR 0031). */
function BusinessVat({
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

function YesNo({ name, legend, value, onChange }: { name: string; legend: string; value: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="yes-no">
      <legend>{legend}</legend>
      {[true, false].map((option) => (
        <label key={String(option)}>
          <input type="radio" name={name} value={String(option)} checked={value === option} onChange={() => onChange(option)} />{' '}
          {t(option ? 'booking.yes' : 'booking.no')}
        </label>
      ))}
    </fieldset>
  );
}

/** The input view of the quote tool (spec §2 "Booking form"), a real form that posts without JavaScript. */
export function QuoteForm(props: QuoteFormProps) {
  const { state, errors, today, vehicles, sending, hydrated, notice, refusal, onEdit } = props;
  const { t } = useTranslation();
  const { home } = useLanguage();
  const commentsId = useId();
  const formId = useId();
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

  const endFields = (end: End) => {
    const location = `${end}Location` as const;
    const chosen = (address: ChosenAddress) =>
      onEdit(
        {
          [location]: address.location,
          ...(address.street ? { [`${end}Street`]: address.street } : {}),
          // A place proposed in another country ("Munich — Allemagne") brings its country.
          [`${end}Country`]: address.country,
          [`${end}ZipCode`]: address.zipCode,
          [`${end}City`]: address.city,
          [`${end}Coordinates`]: address.coordinates,
        },
        [location],
      );
    const coordinates = state[`${end}Coordinates`];
    const fromBook = (entry: SavedAddress) =>
      onEdit(
        {
          [location]: entry.place,
          [`${end}Street`]: entry.street,
          [`${end}Country`]: entry.country,
          [`${end}ZipCode`]: entry.postalCode || null,
          [`${end}City`]: entry.city,
          [`${end}Coordinates`]: entry.coordinates,
          [`${end}Note`]: entry.note,
        },
        [location, `${end}Street`, `${end}Note`],
      );
    const noteId = `${formId}-${end}-note`;
    return (
      <>
        {saved && saved.length > 0 && (
          <div className="field">
            <label htmlFor={`${formId}-${end}-saved`}>{t('booking.addressBook.label')}</label>
            <select
              id={`${formId}-${end}-saved`}
              value=""
              aria-describedby={`${formId}-${end}-saved-hint`}
              onChange={(event) => {
                const entry = saved.find((address) => address.id === event.target.value);
                if (entry) fromBook(entry);
              }}
            >
              <option value="">{t('booking.addressBook.choose')}</option>
              {saved.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {`${entry.name} — ${entry.street}, ${entry.place}`}
                </option>
              ))}
            </select>
            <p id={`${formId}-${end}-saved-hint`} className="field__hint">
              {t('booking.addressBook.hint')}
            </p>
          </div>
        )}
        <CountrySelect
          name={`${end}Country`}
          label={t(`booking.${end}.country`)}
          value={state[`${end}Country`]}
          onChange={(code) =>
            onEdit({ [`${end}Country`]: code, [`${end}ZipCode`]: null, [`${end}City`]: null, [`${end}Coordinates`]: null }, [])
          }
        />
        <AddressField
          name={location}
          label={t(`booking.${end}.address`)}
          value={state[location]}
          country={state[`${end}Country`]}
          error={errors[location]}
          hydrated={hydrated}
          onType={(text) =>
            onEdit({ [location]: text, [`${end}ZipCode`]: null, [`${end}City`]: null, [`${end}Coordinates`]: null }, [location])
          }
          onChoose={chosen}
        />
        <div className="field">
          <label htmlFor={`${formId}-${end}-street`}>
            {t('booking.address.street')} <span className="field__optional">{t('booking.optional')}</span>
          </label>
          <input
            id={`${formId}-${end}-street`}
            name={`${end}Street`}
            type="text"
            autoComplete={`section-${end} address-line1`}
            maxLength={STREET_MAX_LENGTH}
            value={state[`${end}Street`]}
            aria-describedby={`${formId}-${end}-street-hint`}
            onChange={(event) => onEdit({ [`${end}Street`]: event.target.value }, [`${end}Street`])}
          />
          <p id={`${formId}-${end}-street-hint`} className="field__hint">
            {t('booking.address.streetHint')}
          </p>
        </div>
        {(saved !== undefined || state[`${end}Note`] !== '') && (
          <div className="field">
            <label htmlFor={noteId}>
              {t(`booking.addressBook.${end}Note`)} <span className="field__optional">{t('booking.optional')}</span>
            </label>
            <textarea
              id={noteId}
              name={`${end}Note`}
              rows={3}
              maxLength={DRIVER_NOTE_MAX_LENGTH}
              value={state[`${end}Note`]}
              aria-describedby={errors[`${end}Note`] ? `${noteId}-error` : undefined}
              onChange={(event) => onEdit({ [`${end}Note`]: event.target.value }, [`${end}Note`])}
            />
            <FieldMessage id={`${noteId}-error`} message={errors[`${end}Note`]} />
          </div>
        )}
        <input type="hidden" name={`${end}ZipCode`} value={state[`${end}ZipCode`] ?? ''} />
        <input type="hidden" name={`${end}City`} value={state[`${end}City`] ?? ''} />
        <input type="hidden" name={`${end}Lat`} value={coordinates?.lat ?? ''} />
        <input type="hidden" name={`${end}Lon`} value={coordinates?.lon ?? ''} />
      </>
    );
  };

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
      <p className="quote-form__required">{t('booking.form.requiredHint')}</p>
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
          {endFields('departure')}
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
          <button type="button" className="swap" title={t('booking.swap')} onClick={props.onSwap}>
            <span aria-hidden="true">⇄</span> <span className="swap__label">{t('booking.swap')}</span>
          </button>
        )}
        <fieldset className="quote-form__end">
          <legend>{t('booking.arrival.legend')}</legend>
          {endFields('arrival')}
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

      <div className="field">
        <label htmlFor={commentsId}>{t('booking.comments.label')}</label>
        <textarea
          id={commentsId}
          name="comments"
          rows={3}
          maxLength={COMMENTS_MAX_LENGTH}
          value={state.comments}
          aria-describedby={`${commentsId}-count${errors.comments ? ` ${commentsId}-error` : ''}`}
          onChange={(event) => onEdit({ comments: event.target.value }, ['comments'])}
        />
        <p id={`${commentsId}-count`} className="field__hint">
          {t('booking.comments.counter', { length: state.comments.length, max: COMMENTS_MAX_LENGTH })}
        </p>
        <FieldMessage id={`${commentsId}-error`} message={errors.comments} />
      </div>

      <PrivateContact values={state} errors={errors} onEdit={onEdit} />
      {state.isProfessional && <BusinessVat state={state} error={errors.vatNumber} onEdit={onEdit} />}

      <button type="submit" className="button-primary quote-form__send" disabled={sending}>
        {sending ? t('booking.form.sending') : t('booking.form.send')}
      </button>
    </form>
  );
}

function TimeField({
  name,
  label,
  value,
  hint,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  /** one line under the field, read with it */
  hint?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="time"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
