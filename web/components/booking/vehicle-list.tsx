import { useTranslation } from '#web/i18n/use-translation.tsx';
import { namedVehicle, type VehicleOption } from '#src/domain/pricing/vehicles.ts';
import { FieldMessage } from '../ui/field-message.tsx';
import { VehicleIcon } from './vehicle-icon.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';

interface Props {
  options: VehicleOption[];
  value: string;
  degraded: boolean;
  loading: boolean;
  error?: string;
  onChange: (value: string) => void;
}

/** The vehicle's name in the page's language, or the catalogue's own label; said to be chosen for the visitor when it was. */
export function useVehicleLabel() {
  const { t } = useTranslation();
  return (option: Pick<VehicleOption, 'value' | 'label'>, chosen = false) => {
    const named = namedVehicle(option.value);
    const name = named ? t(`booking.vehicles.${named}`) : option.label;
    return chosen ? t('booking.vehicleChosen', { vehicle: name }) : name;
  };
}

/** Spec §2 "vehicle selector list": icon and label, the smallest flagged and chosen first. */
export function VehicleList({ options, value, degraded, loading, error, onChange }: Props) {
  const { t } = useTranslation();
  const vehicleLabel = useVehicleLabel();
  return (
    <fieldset
      className="vehicles"
      aria-describedby={error ? 'vehicle-error' : degraded ? 'vehicle-degraded' : undefined}
      aria-busy={loading}
    >
      <legend>
        {t('booking.vehicle.legend')} <span aria-hidden="true">*</span>
      </legend>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <label className={option.value === value ? 'vehicle is-selected' : 'vehicle'}>
              <input
                type="radio"
                name="vehicleType"
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              <VehicleIcon icon={option.icon} />
              <span className="vehicle__text">
                {vehicleLabel(option)}
                {option.isSmallest && <StatusBadge>{t('booking.vehicle.smallest')}</StatusBadge>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {degraded && (
        <p id="vehicle-degraded" className="field__error">
          {t('booking.vehicle.loadError')}
        </p>
      )}
      <FieldMessage id="vehicle-error" message={error} />
    </fieldset>
  );
}
