import { goodsLineText } from '#src/texts/goods-line-text.ts';
import { distanceText } from '#src/texts/distance-text.ts';
import { distanceSourceOf } from '#src/domain/pricing/distance.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { totalVolume, totalWeight } from '#src/domain/shipment/parcel-line.ts';
import type { Shipment } from '#src/domain/shipment/shipment.ts';
import { endAddress, streetGivenAtAnEnd } from '#src/domain/shipment/address-line.ts';
import { type Crossing, crossingSeconds } from '#src/domain/shipment/road-link.ts';
import { useLanguage } from '../use-language.ts';
import { shortDate } from './calendar.ts';
import { formatDuration, formatNumber } from '../ui/format.ts';

export type SummaryShipment = Pick<
  Shipment,
  | 'departureLocation'
  | 'departureStreet'
  | 'departureCountry'
  | 'arrivalLocation'
  | 'arrivalStreet'
  | 'arrivalCountry'
  | 'pickupDate'
  | 'pickupTime'
  | 'deliveryDate'
  | 'deliveryTime'
  | 'parcels'
  | 'isStackable'
  | 'isDangerous'
  | 'isProfessional'
  | 'departureNote'
  | 'arrivalNote'
>;

interface Props {
  shipment: SummaryShipment;
  vehicleLabel: string;
  /** km, when known */
  distance: number | null | undefined;
  /** the distance is an estimate, not a routing engine's road */
  distanceEstimated?: boolean;
  /** seconds, when known (crossings included) */
  transitTime: number | null | undefined;
  /** the sea crossings on the way */
  crossings?: readonly Crossing[];
}

/** Spec §2 "route summary": pickup, delivery, vehicle, distance, duration and the packing lines. */
export function RouteSummary({ shipment, vehicleLabel, distance, distanceEstimated, transitTime, crossings = [] }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const yesNo = (value: boolean) => t(value ? 'booking.yes' : 'booking.no');
  const when = (date: string | null | undefined, time: string | null | undefined) =>
    date ? `${shortDate(date, language)}${time ? ` ${time.slice(0, 5)}` : ''}` : t('booking.timeline.asSoonAsPossible');
  return (
    <aside className="route-summary" aria-labelledby="route-summary-title">
      <h3 id="route-summary-title">{t('booking.summary.title')}</h3>
      <dl>
        <div>
          <dt>{t('booking.summary.pickup')}</dt>
          <dd>
            {endAddress(shipment.departureStreet, shipment.departureLocation, shipment.departureCountry)} (
            {t(`countries.${shipment.departureCountry}`)})
          </dd>
        </div>
        <div>
          <dt>{t('booking.timeline.requestedPickup')}</dt>
          <dd>{when(shipment.pickupDate, shipment.pickupTime)}</dd>
        </div>
        <div>
          <dt>{t('booking.summary.delivery')}</dt>
          <dd>
            {endAddress(shipment.arrivalStreet, shipment.arrivalLocation, shipment.arrivalCountry)} (
            {t(`countries.${shipment.arrivalCountry}`)})
          </dd>
        </div>
        <div>
          <dt>{t('booking.timeline.requestedDelivery')}</dt>
          <dd>{when(shipment.deliveryDate, shipment.deliveryTime)}</dd>
        </div>
        <div>
          <dt>{t('booking.summary.vehicle')}</dt>
          <dd>{vehicleLabel}</dd>
        </div>
        <div>
          <dt>{t('booking.summary.distance')}</dt>
          <dd>
            {distanceText(
              {
                km: distance,
                source: distanceSourceOf({ distance: distance ?? null, distanceEstimated: distanceEstimated === true }),
                streetGiven: streetGivenAtAnEnd(shipment),
              },
              t,
              (value) => formatNumber(value, language),
            )}
          </dd>
        </div>
        <div>
          <dt>{t('booking.summary.duration')}</dt>
          <dd>{transitTime ? formatDuration(transitTime) : t('booking.summary.notCalculated')}</dd>
        </div>
        {crossings.length > 0 && (
          <div>
            <dt>{t('booking.summary.crossing')}</dt>
            <dd>
              {t('booking.summary.crossingIncluded', {
                crossings: crossings.map((crossing) => t(`booking.crossings.${crossing}`)).join(', '),
                hours: formatNumber(crossingSeconds(crossings) / 3600, language),
              })}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('booking.summary.stackable')}</dt>
          <dd>{yesNo(shipment.isStackable)}</dd>
        </div>
        <div>
          <dt>{t('booking.summary.dangerous')}</dt>
          <dd>{yesNo(shipment.isDangerous)}</dd>
        </div>
      </dl>
      <h4>{t('booking.summary.packing')}</h4>
      <ul className="route-summary__lines">
        {shipment.parcels.map((line, index) => (
          <li key={index}>{goodsLineText(line, t, (value) => formatNumber(value, language))}</li>
        ))}
      </ul>
      <p>
        {t('booking.parcels.totalWeight')} {formatNumber(totalWeight(shipment.parcels), language)} kg · {t('booking.parcels.totalVolume')}{' '}
        {formatNumber(totalVolume(shipment.parcels), language)} m³
      </p>
    </aside>
  );
}
