import type { Translate } from './translate.ts';
import type { ExemptionThreshold } from '../domain/dangerous-goods/exemption-threshold.ts';

export type ExemptionTextKey = `booking.dangerousGoods.threshold.${ExemptionThreshold['kind']}`;

/** What the agents read of the 1.1.3.6 threshold, in their language. */
export function exemptionText(
  threshold: ExemptionThreshold,
  t: Translate<ExemptionTextKey>,
  formatNumber: (value: number) => string,
): string {
  switch (threshold.kind) {
    case 'categoryZero':
      return t('booking.dangerousGoods.threshold.categoryZero', { unNumbers: threshold.unNumbers.join(', ') });
    case 'above':
      return t('booking.dangerousGoods.threshold.above', { points: formatNumber(threshold.points) });
    case 'within':
      return t('booking.dangerousGoods.threshold.within', { points: formatNumber(threshold.points) });
    case 'undetermined':
      return t('booking.dangerousGoods.threshold.undetermined', {
        points: formatNumber(threshold.points),
        unNumbers: threshold.unNumbers.join(', '),
      });
  }
}
