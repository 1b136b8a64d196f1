import { useTranslation } from '#web/i18n/use-translation.tsx';
import { type PathStep, pathOf, type WhereTheGoodsAre } from '#src/domain/transport/where-the-goods-are.ts';
import type { TransportState } from '#src/domain/transport/transport-lifecycle.ts';
import { usePromiseText } from '../use-promise-text.ts';

/** The heading and the line a transport's page leads with once a carrier is booked. */
export function useWhereTheGoodsAre() {
  const { t } = useTranslation();
  const { moment } = usePromiseText();
  return (where: Exclude<WhereTheGoodsAre, { state: 'confirmed' }>): { title: string; message: string } => {
    switch (where.state) {
      case 'booked':
        return {
          title: t('booking.where.booked.title'),
          message: t('booking.where.booked.message', {
            carrier: where.carrier,
            vehicle: where.vehicle,
            pickup: moment(where.plannedPickup),
          }),
        };
      case 'picked_up':
        return {
          title: t('booking.where.picked_up.title'),
          message: where.estimatedDelivery
            ? t('booking.where.picked_up.message', { at: moment(where.pickedUpAt), eta: moment(where.estimatedDelivery) })
            : t('booking.where.picked_up.noEstimate', { at: moment(where.pickedUpAt) }),
        };
      case 'late':
        return {
          title: t('booking.where.late.title'),
          message: t('booking.where.late.message', { eta: moment(where.estimatedDelivery), reason: where.reason }),
        };
      case 'delivered':
        return {
          title: t('booking.where.delivered.title'),
          message: t('booking.where.delivered.message', { at: moment(where.deliveredAt), receivedBy: where.receivedBy }),
        };
      case 'cancelled':
        return { title: t('booking.where.cancelled.title'), message: t('booking.where.cancelled.message', { reason: where.reason }) };
    }
  };
}

/** Each step of the path by the timeline's own name for it. */
const STEP_NAME = {
  confirmed: 'booking.transport.steps.confirmed',
  booked: 'booking.transport.steps.book',
  picked_up: 'booking.transport.steps.pickUp',
  delivered: 'booking.transport.steps.deliver',
} as const satisfies Record<PathStep, string>;

/** The path every transport takes, what is done marked and what is ahead greyed, from the first minute. */
export function TransportPath({ state }: { state: TransportState }) {
  const { t } = useTranslation();
  return (
    <ol className="transport-path" aria-label={t('booking.where.path')}>
      {pathOf(state).map(({ step, stands }) => (
        <li
          key={step}
          className={`transport-path__step transport-path__step--${stands}`}
          aria-current={stands === 'current' ? 'step' : undefined}
        >
          {t(STEP_NAME[step])}
          <span className="visually-hidden"> — {t(`booking.where.${stands}`)}</span>
        </li>
      ))}
    </ol>
  );
}
