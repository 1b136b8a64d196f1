import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { formatNumber } from './format.ts';
import { numberOrFallback } from './form-state.ts';

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
function NumberInput({ name, label, value, min, max, step, kind, fallback, error, errorId, onValue }: NumberInputProps) {
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

export function ParcelTable({ parcels, errors, hydrated, onChange, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const lineErrors = (index: number) =>
    COLUMNS.map((column) => errors[`parcels.${index}.${column.key}`]).filter((message): message is string => Boolean(message));
  return (
    <fieldset className="parcels">
      <legend>{t('booking.parcels.legend')}</legend>
      <input type="hidden" name="parcelCount" value={parcels.length} />
      <div className="parcels__scroll">
        <table>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {t(`booking.parcels.${column.key}`)}
                  {column.unit && ` (${column.unit})`} <span aria-hidden="true">*</span>
                </th>
              ))}
              <th scope="col">{t('booking.parcels.type')}</th>
              {hydrated && parcels.length > 1 && (
                <th scope="col">
                  <span className="visually-hidden">{t('booking.parcels.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {parcels.map((line, index) => {
              const errorId = `parcel-${index}-errors`;
              const lineNumber = index + 1;
              return (
                <tr key={index}>
                  {COLUMNS.map((column) => (
                    <td key={column.key}>
                      <NumberInput
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
                    </td>
                  ))}
                  <td>
                    <select
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
                  </td>
                  {hydrated && parcels.length > 1 && (
                    <td>
                      <button type="button" className="button-link" onClick={() => onRemove(index)}>
                        {t('booking.parcels.remove')}
                        <span className="visually-hidden"> {t('booking.parcels.line', { line: lineNumber })}</span>
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {parcels.map((_, index) => {
        const messages = lineErrors(index);
        if (messages.length === 0) return null;
        return (
          <ul key={index} id={`parcel-${index}-errors`} className="field__error">
            {messages.map((message) => (
              <li key={message}>{t('booking.parcels.lineError', { line: index + 1, message })}</li>
            ))}
          </ul>
        );
      })}
      <div className="parcels__footer">
        {hydrated && (
          <button type="button" className="button-secondary" onClick={onAdd}>
            {t('booking.parcels.add')}
          </button>
        )}
        <p className="parcels__totals">
          {t('booking.parcels.totalWeight')}: <strong>{formatNumber(totalWeight(parcels), language)} kg</strong> ·{' '}
          {t('booking.parcels.totalVolume')}: <strong>{formatNumber(totalVolume(parcels), language)} m³</strong>
        </p>
      </div>
    </fieldset>
  );
}
