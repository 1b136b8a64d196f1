import type { Shipment } from '../shipment/shipment.ts';
import { normalizeDangerousGoods } from './dangerous-goods.ts';

/**
 * The shipment as kept: each line's declaration normalised (a blank one dropped), and a shipment
 * that declares dangerous goods on a line is a dangerous one whatever its flag says (an API client
 * may send only the lines; the vehicle must then be one equipped for them).
 */
export function withDeclaredDangerousGoods<S extends Pick<Shipment, 'parcels' | 'isDangerous'>>(shipment: S): S {
  const parcels = shipment.parcels.map(({ dangerousGoods, ...line }) => {
    const declared = normalizeDangerousGoods(dangerousGoods);
    return declared ? { ...line, dangerousGoods: declared } : line;
  });
  return { ...shipment, parcels, isDangerous: shipment.isDangerous || parcels.some((line) => 'dangerousGoods' in line) };
}
