import { STREET_MAX_LENGTH } from '#src/domain/shipment/address-line.ts';
import { DRIVER_NOTE_MAX_LENGTH } from '#src/domain/shipment/validate-shipment.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { CountrySelect } from '../ui/country-select.tsx';
import { AddressField, type ChosenAddress } from './address-field.tsx';
import type { End, QuoteFormState } from './form-state.ts';
import type { SavedAddress } from './saved-addresses.ts';
import { Field } from '../ui/field.tsx';

/**
 * One end of the route: a saved address to start from (a company's), the country, the address
 * with its suggestions, the street and number, the note for the driver; and what a choice brings
 * (postal code, town, coordinates) as hidden fields, so the form posts whole without scripts.
 */
export function EndFields({
  end,
  state,
  errors,
  hydrated,
  saved,
  onEdit,
}: {
  end: End;
  state: QuoteFormState;
  errors: Record<string, string>;
  hydrated: boolean;
  /** the signed-in company's address book; undefined for a visitor */
  saved: SavedAddress[] | undefined;
  onEdit: (patch: Partial<QuoteFormState>, fields: string[]) => void;
}) {
  const { t } = useTranslation();
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
  return (
    <>
      {saved && saved.length > 0 && (
        <Field label={t('booking.addressBook.label')} hint={t('booking.addressBook.hint')}>
          {(control) => (
            <select
              {...control}
              value=""
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
          )}
        </Field>
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
      <Field label={t('booking.address.street')} marker="optional" hint={t('booking.address.streetHint')}>
        {(control) => (
          <input
            {...control}
            name={`${end}Street`}
            type="text"
            autoComplete={`section-${end} address-line1`}
            maxLength={STREET_MAX_LENGTH}
            value={state[`${end}Street`]}
            onChange={(event) => onEdit({ [`${end}Street`]: event.target.value }, [`${end}Street`])}
          />
        )}
      </Field>
      {(saved !== undefined || state[`${end}Note`] !== '') && (
        <Field label={t(`booking.addressBook.${end}Note`)} marker="optional" message={errors[`${end}Note`]}>
          {(control) => (
            <textarea
              {...control}
              name={`${end}Note`}
              rows={3}
              maxLength={DRIVER_NOTE_MAX_LENGTH}
              value={state[`${end}Note`]}
              onChange={(event) => onEdit({ [`${end}Note`]: event.target.value }, [`${end}Note`])}
            />
          )}
        </Field>
      )}
      <input type="hidden" name={`${end}ZipCode`} value={state[`${end}ZipCode`] ?? ''} />
      <input type="hidden" name={`${end}City`} value={state[`${end}City`] ?? ''} />
      <input type="hidden" name={`${end}Lat`} value={coordinates?.lat ?? ''} />
      <input type="hidden" name={`${end}Lon`} value={coordinates?.lon ?? ''} />
    </>
  );
}
