import type { useTranslation } from '#web/i18n/use-translation.tsx';
import type { TransportMove } from '#src/domain/transport/transport-lifecycle.ts';

/** A step's name on the timelines and the board: an arrival says where. */
export function stepName(move: TransportMove, t: ReturnType<typeof useTranslation>['t']): string {
  if (move.kind === 'arrive')
    return t(move.site === 'pickup' ? 'booking.transport.steps.arrivePickup' : 'booking.transport.steps.arriveDelivery');
  return t(`booking.transport.steps.${move.kind}`);
}
