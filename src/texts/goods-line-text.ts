import { withTransportDescription } from '../domain/dangerous-goods/dangerous-goods.ts';
import type { Translate } from './translate.ts';
import type { ParcelLine } from '../domain/shipment/parcel-line.ts';

export type GoodsLineTextKey = `${'booking' | 'mail'}.summary.line` | `${'booking' | 'mail'}.parcelTypes.${ParcelLine['type']}`;

/**
 * "2 × Palette de 150 kg, 120 × 80 × 100 cm — UN 1203 ESSENCE, 3, II": one goods line as the
 * pages, documents, emails and exports write it, its dangerous goods after it.
 */
export function goodsLineText(
  line: ParcelLine,
  t: Translate<GoodsLineTextKey>,
  formatNumber: (value: number) => string,
  { catalog = 'booking', dangerousGoods = true }: { catalog?: 'booking' | 'mail'; dangerousGoods?: boolean } = {},
): string {
  const text = t(catalog === 'mail' ? 'mail.summary.line' : 'booking.summary.line', {
    quantity: line.quantity,
    type: t(catalog === 'mail' ? `mail.parcelTypes.${line.type}` : `booking.parcelTypes.${line.type}`, {
      defaultValue: String(line.type ?? ''),
    }),
    weight: formatNumber(line.weight),
    length: line.length,
    width: line.width,
    height: line.height,
  });
  return dangerousGoods ? withTransportDescription(text, line.dangerousGoods) : text;
}
