import { Field } from './field.tsx';

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
  return (
    <Field label={label} hint={hint}>
      {(control) => <input {...control} name={name} type="time" value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
