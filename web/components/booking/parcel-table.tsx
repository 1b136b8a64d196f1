import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import {
  DEFAULT_PARCEL_LINE,
  PARCEL_LINE_LIMITS,
  PARCEL_TYPES,
  type ParcelLine,
  type ParcelType,
  totalVolume,
  totalWeight,
} from '#src/domain/shipment/parcel-line.ts';
import { useLanguage } from '../use-language.ts';
import { formatNumber } from '../ui/format.ts';
import { numberOrFallback } from './form-state.ts';
import { Button } from '../ui/button.tsx';

type NumberKey = 'quantity' | 'weight' | 'length' | 'width' | 'height';

// Spec §5 "Input constraints": quantity integer ≥ 1, weight ≥ 0.1 by 0.1, dimensions integers ≥ 1.
// Upper bounds: PARCEL_LINE_LIMITS, the domain's.
const COLUMNS: { key: NumberKey; min: number; step: number; kind: 'integer' | 'tenth'; unit?: string }[] = [
  { key: 'quantity', min: 1, step: 1, kind: 'integer' },
  { key: 'weight', min: 0.1, step: 0.1, kind: 'tenth', unit: 'kg' },
  { key: 'length', min: 1, step: 1, kind: 'integer', unit: 'cm' },
  { key: 'width', min: 1, step: 1, kind: 'integer', unit: 'cm' },
  { key: 'height', min: 1, step: 1, kind: 'integer', unit: 'cm' },
];

interface NumberInputProps {
  id: string;
  name: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  kind: 'integer' | 'tenth';
  fallback: number;
  error?: string;
  errorId: string;
  onValue: (value: number) => void;
}

/** Keeps what is typed while typing; falls back (spec §5) when the field is left unusable. */
function NumberInput({ id, name, label, value, min, max, step, kind, fallback, error, errorId, onValue }: NumberInputProps) {
  const [text, setText] = useState(String(value));
  // A value changed from outside (a restored form, a fallback) replaces the text, unless the
  // text already says it ("1,50" for 1.5 stays as typed).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (numberOrFallback(text, Number.NaN, kind) !== value) setText(String(value));
  }
  return (
    <input
      id={id}
      name={name}
      type="number"
      inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
      min={min}
      max={max}
      step={step}
      value={text}
      required
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const number = numberOrFallback(event.target.value, Number.NaN, kind);
        if (Number.isFinite(number)) onValue(number);
      }}
      onBlur={() => {
        const number = numberOrFallback(text, fallback, kind);
        setText(String(number));
        onValue(number);
      }}
    />
  );
}

interface Props {
  parcels: ParcelLine[];
  errors: Record<string, string>;
  hydrated: boolean;
  onChange: (index: number, line: ParcelLine, field: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * Spec §2 "A parcel table": one line per kind of package. Each line is a group of labelled fields,
 * laid out as a row where the form is wide and as a compact card where it is not (no sideways scroll).
 */
export function ParcelTable({ parcels, errors, hydrated, onChange, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const lineErrors = (index: number) =>
    COLUMNS.map((column) => errors[`parcels.${index}.${column.key}`]).filter((message): message is string => Boolean(message));
  const canRemove = hydrated && parcels.length > 1;
  return (
    <fieldset className="parcels">
      <legend>{t('booking.parcels.legend')}</legend>
      <input type="hidden" name="parcelCount" value={parcels.length} />
      <ol className="parcel-lines">
        {parcels.map((line, index) => {
          const errorId = `parcel-${index}-errors`;
          const lineNumber = index + 1;
          const messages = lineErrors(index);
          return (
            <li key={index} className="parcel-line">
              {parcels.length > 1 && <p className="parcel-line__title">{t('booking.parcels.lineTitle', { line: lineNumber })}</p>}
              <div className="parcel-line__fields">
                {COLUMNS.map((column) => {
                  const id = `parcels-${index}-${column.key}`;
                  return (
                    <div key={column.key} className="parcel-line__field">
                      <label htmlFor={id}>
                        {t(`booking.parcels.${column.key}`)}
                        {column.unit && ` (${column.unit})`} <span aria-hidden="true">*</span>
                      </label>
                      <NumberInput
                        id={id}
                        name={`parcels.${index}.${column.key}`}
                        label={t('booking.parcels.fieldOfLine', { field: t(`booking.parcels.${column.key}`), line: lineNumber })}
                        value={line[column.key]}
                        min={column.min}
                        max={PARCEL_LINE_LIMITS[column.key]}
                        step={column.step}
                        kind={column.kind}
                        fallback={DEFAULT_PARCEL_LINE[column.key]}
                        error={errors[`parcels.${index}.${column.key}`]}
                        errorId={errorId}
                        onValue={(value) => onChange(index, { ...line, [column.key]: value }, `parcels.${index}.${column.key}`)}
                      />
                    </div>
                  );
                })}
                <div className="parcel-line__field">
                  <label htmlFor={`parcels-${index}-type`}>{t('booking.parcels.type')}</label>
                  <select
                    id={`parcels-${index}-type`}
                    name={`parcels.${index}.type`}
                    value={line.type}
                    aria-label={t('booking.parcels.fieldOfLine', { field: t('booking.parcels.type'), line: lineNumber })}
                    onChange={(event) => onChange(index, { ...line, type: event.target.value as ParcelType }, `parcels.${index}.type`)}
                  >
                    {PARCEL_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`booking.parcelTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              {canRemove && (
                <Button kind="link" type="button" className="parcel-line__remove" onClick={() => onRemove(index)}>
                  {t('booking.parcels.remove')}
                  <span className="visually-hidden"> {t('booking.parcels.line', { line: lineNumber })}</span>
                </Button>
              )}
              {messages.length > 0 && (
                <ul id={errorId} className="field__error">
                  {messages.map((message) => (
                    <li key={message}>{t('booking.parcels.lineError', { line: lineNumber, message })}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      <div className="parcels__footer">
        {hydrated && (
          <Button kind="secondary" type="button" onClick={onAdd}>
            {t('booking.parcels.add')}
          </Button>
        )}
        <p className="parcels__totals">
          {/* The label carries its colon, spaced as its language writes it (a narrow space before it in French). */}
          {t('booking.parcels.totalWeight')} <strong>{formatNumber(totalWeight(parcels), language)} kg</strong> ·{' '}
          {t('booking.parcels.totalVolume')} <strong>{formatNumber(totalVolume(parcels), language)} m³</strong>
        </p>
      </div>
    </fieldset>
  );
}
