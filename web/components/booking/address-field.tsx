import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { type CountryCode, isFormCountry } from '#src/domain/shipment/countries.ts';
import type { Coordinates } from '#src/domain/shipment/shipment.ts';
import { type AddressSuggestion, searchAddresses } from './booking-api.ts';
import { FieldMessage } from '../ui/field-message.tsx';

// Spec §5 and §9: the search starts at 3 characters, 300 ms after the last keystroke, and the
// list closes 150 ms after the field loses focus (time enough for a click on a suggestion).
const MIN_CHARACTERS = 3;
const DEBOUNCE_MS = 300;
const CLOSE_AFTER_BLUR_MS = 150;

export interface ChosenAddress {
  location: string;
  /** the street of a suggestion that has one (the address partner's), else null */
  street: string | null;
  /** the suggestion's country: another than the one chosen when the place is elsewhere */
  country: CountryCode;
  zipCode: string | null;
  city: string | null;
  coordinates: Coordinates;
}

interface Props {
  name: string;
  label: string;
  value: string;
  country: CountryCode;
  error?: string;
  hydrated: boolean;
  onType: (text: string) => void;
  onChoose: (address: ChosenAddress) => void;
}

/** An address field with suggestions: the ARIA 1.2 combobox pattern once JavaScript runs. */
export function AddressField({ name, label, value, country, error, hydrated, onType, onChoose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  // Asking again for the same text (ArrowDown on a closed field) searches again.
  const [searches, setSearches] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    if (text.length < MIN_CHARACTERS) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the search is this effect's own state: a cleared query closes it in the same render
      setLoading(false);
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setOpen(true);
    const timer = setTimeout(() => {
      searchAddresses(text, country, controller.signal)
        .then((found) => setSuggestions(found))
        // Spec §8: an address failure is an empty list.
        .catch(() => setSuggestions([]))
        .finally(() => {
          if (!controller.signal.aborted) {
            setLoading(false);
            setActive(-1);
          }
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, country, searches]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (suggestion: AddressSuggestion) => {
    onChoose({
      location: suggestion.description,
      street: suggestion.address.street || null,
      country: isFormCountry(suggestion.address.country) ? suggestion.address.country : country,
      zipCode: suggestion.address.zip_code || null,
      city: suggestion.address.city || null,
      coordinates: { lat: suggestion.address.lat, lon: suggestion.address.lon },
    });
    setQuery(null);
    setOpen(false);
    setSuggestions([]);
  };

  const showList = open && !loading && suggestions.length > 0;
  const statusText = !open
    ? ''
    : loading
      ? t('booking.address.searching')
      : suggestions.length === 0
        ? t('booking.address.noResults')
        : t('booking.address.results', { total: suggestions.length });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        if (suggestions.length > 0) setOpen(true);
        else if (value.trim().length >= MIN_CHARACTERS) {
          setQuery(value);
          setSearches((count) => count + 1);
        }
        return;
      }
      setActive((current) => (suggestions.length === 0 ? -1 : (current + 1) % suggestions.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (suggestions.length === 0 ? -1 : current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const combobox = hydrated
    ? {
        role: 'combobox' as const,
        'aria-autocomplete': 'list' as const,
        'aria-expanded': showList,
        'aria-controls': listId,
        'aria-activedescendant': showList && active >= 0 ? `${listId}-${active}` : undefined,
        autoComplete: 'off',
      }
    : { autoComplete: 'street-address' };

  return (
    <div className="field combobox">
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...combobox}
        onChange={(event) => {
          onType(event.target.value);
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => clearTimeout(closeTimer.current)}
        onBlur={() => {
          closeTimer.current = setTimeout(() => {
            setOpen(false);
            setActive(-1);
          }, CLOSE_AFTER_BLUR_MS);
        }}
      />
      {hydrated && (
        <div className="combobox__popup" hidden={!open}>
          <p className={showList ? 'visually-hidden' : 'combobox__status'} role="status">
            {statusText}
          </p>
          <ul id={listId} role="listbox" aria-label={label} hidden={!showList}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'is-active' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion.address.country === country
                  ? suggestion.address.street && !suggestion.description.includes(suggestion.address.street)
                    ? `${suggestion.address.street}, ${suggestion.description}`
                    : suggestion.description
                  : `${suggestion.address.city} — ${isFormCountry(suggestion.address.country) ? t(`countries.${suggestion.address.country}`) : suggestion.address.country}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
