import { useTranslation } from '#web/i18n/use-translation.tsx';

/** A question answered yes or no: two radio buttons in a fieldset named by the question. */
export function YesNo({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
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
