import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';
import { addDays, addMonths, longDate, monthGrid, monthTitle, weekdayNames } from './calendar.ts';
import { FieldMessage } from '../ui/field-message.tsx';
import { Field } from '../ui/field.tsx';
import { Button } from '../ui/button.tsx';

interface Props {
  name: string;
  label: string;
  /** YYYY-MM-DD or '' */
  value: string;
  /** the first day that may be chosen (past days, or days before pickup, are disabled) */
  min: string;
  required: boolean;
  error?: string;
  hydrated: boolean;
  onChange: (value: string) => void;
}

const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A date field. Without JavaScript it is the browser's date input; with it, a button opening
 * a month calendar in the page's language (spec §9), operable with the arrow keys.
 */
export function DateField({ name, label, value, min, required, error, hydrated, onChange }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(value || min);
  const [month, setMonth] = useState((value || min).slice(0, 7));
  const trigger = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  // Focus follows the keyboard into the grid, not the month buttons.
  const focusDay = useRef(false);

  useEffect(() => {
    if (!open || !focusDay.current) return;
    focusDay.current = false;
    popover.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [open, focused, month]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!popover.current?.contains(event.target as Node) && !trigger.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const describedBy = error ? errorId : undefined;
  if (!hydrated) {
    return (
      <Field id={id} label={label} marker={required ? 'required' : undefined} message={error}>
        {(control) => (
          <input
            {...control}
            name={name}
            type="date"
            value={value}
            min={min}
            required={required}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    );
  }

  const openAt = (date: string) => {
    focusDay.current = true;
    setFocused(date);
    setMonth(date.slice(0, 7));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const pick = (date: string) => {
    // Spec §4: a selected day clears when clicked again, unless a day is required.
    onChange(date === value && !required ? '' : date);
    close();
  };
  const moveFocus = (date: string) => {
    const target = date < min ? min : date;
    focusDay.current = true;
    setFocused(target);
    setMonth(target.slice(0, 7));
  };
  const onGridKeyDown = (event: React.KeyboardEvent) => {
    if (event.key in ARROWS) {
      event.preventDefault();
      moveFocus(addDays(focused, ARROWS[event.key]!));
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      moveFocus(`${addMonths(focused.slice(0, 7), event.key === 'PageDown' ? 1 : -1)}${focused.slice(7)}`.slice(0, 10));
    }
  };

  const showMonth = (shown: string) => {
    setMonth(shown);
    const first = `${shown}-01`;
    setFocused(first < min ? min : first);
  };

  const labelId = `${id}-label`;
  return (
    <div className="field date-field">
      <span className="field__label" id={labelId}>
        {label} {required && <span aria-hidden="true">*</span>}
      </span>
      <input type="hidden" name={name} value={value} />
      <Button
        kind="secondary"
        ref={trigger}
        type="button"
        className="date-field__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onClick={() => (open ? setOpen(false) : openAt(value || min))}
      >
        <span id={`${id}-value`}>{value ? longDate(value, t) : t('booking.date.none')}</span>
      </Button>
      {open && (
        <div
          ref={popover}
          className="calendar"
          role="dialog"
          aria-label={t('booking.date.dialog', { field: label })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close();
            }
          }}
        >
          <div className="calendar__header">
            <button
              type="button"
              onClick={() => showMonth(addMonths(month, -1))}
              disabled={month <= min.slice(0, 7)}
              aria-label={t('booking.date.previousMonth')}
            >
              ‹
            </button>
            <h3 aria-live="polite">{monthTitle(month, language)}</h3>
            <button type="button" onClick={() => showMonth(addMonths(month, 1))} aria-label={t('booking.date.nextMonth')}>
              ›
            </button>
          </div>
          <table className="calendar__grid" onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {weekdayNames(language).map((day) => (
                  <th key={day.long} scope="col">
                    <abbr title={day.long}>{day.short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(month, language).map((week) => (
                <tr key={week[0]!.date}>
                  {week.map((day) => (
                    <td key={day.date}>
                      <button
                        type="button"
                        data-date={day.date}
                        className={day.outside ? 'is-outside' : undefined}
                        disabled={day.date < min}
                        tabIndex={day.date === focused ? 0 : -1}
                        aria-pressed={day.date === value}
                        aria-label={longDate(day.date, t)}
                        onClick={() => pick(day.date)}
                      >
                        {day.day}
                      </button>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
