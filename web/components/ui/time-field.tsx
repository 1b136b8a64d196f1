import { useId } from 'react';

/** A time of day, with its hint read with it. */
export function TimeField({
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
