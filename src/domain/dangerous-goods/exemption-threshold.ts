// ADR 1.1.3.6: a transport unit whose dangerous goods stay within 1,000 "points" is partly
// exempt (no orange plates, no ADR training certificate for the driver); above it, or with any
// goods of transport category 0, the vehicle is plated and the driver holds the certificate.
// The agents need to know which before they book a carrier.
import type { ParcelLine } from '../shipment/parcel-line.ts';
import { type AdrClass, type DangerousGoods, isAdrClass } from './dangerous-goods.ts';

/** ADR 1.1.3.6.4: the sum of quantity × multiplier of every category may not exceed 1,000. */
export const EXEMPTION_POINTS_LIMIT = 1000;

export type TransportCategory = 0 | 1 | 2 | 3 | 4;

/** ADR 1.1.3.6.4: the multiplier of each transport category (0 is never exempt). */
export const CATEGORY_MULTIPLIER: Record<Exclude<TransportCategory, 0>, number> = { 1: 50, 2: 3, 3: 1, 4: 0 };

const numbers = (...entries: Array<number | [number, number]>): Set<string> =>
  new Set(
    entries.flatMap((entry) =>
      typeof entry === 'number'
        ? [String(entry).padStart(4, '0')]
        : Array.from({ length: entry[1] - entry[0] + 1 }, (_, i) => String(entry[0] + i)),
    ),
  );

// ADR 1.1.3.6.3, the entries named by UN number (2025 edition). Class 1 and class 2 are sorted
// by classification code, which a UN number and a class alone do not give.
const NAMED: Array<{ category: TransportCategory; byClass: Partial<Record<AdrClass, Set<string>>> }> = [
  {
    category: 0,
    byClass: {
      '3': numbers(3343),
      '4.3': numbers(
        1183,
        1242,
        1295,
        1340,
        1390,
        1403,
        1928,
        2813,
        2965,
        2968,
        2988,
        3129,
        3130,
        3131,
        3132,
        3134,
        3148,
        3396,
        3398,
        3399,
      ),
      '5.1': numbers(2426),
      '6.1': numbers(1051, 1600, 1613, 1614, 2312, 3250, 3294),
      '6.2': numbers(2814, 2900, 3549),
      '7': numbers([2912, 2919], 2977, 2978, [3321, 3333]),
      '8': numbers(2215),
      '9': numbers(2315, 3151, 3152, 3432),
    },
  },
  {
    category: 1,
    byClass: {
      '2': numbers([3502, 3505]),
      '4.1': numbers([3221, 3224], [3231, 3240], 3533, 3534),
      '5.2': numbers([3101, 3104], [3111, 3120]),
    },
  },
  { category: 2, byClass: { '4.1': numbers([3225, 3230]), '5.2': numbers([3105, 3110]), '9': numbers(3245) } },
  {
    category: 4,
    byClass: {
      '4.1': numbers(1331, 1345, 1944, 1945, 2254, 2623),
      '4.2': numbers(1361, 1362),
      '7': numbers([2908, 2911]),
      '9': numbers(3268, 3499, 3508, 3509),
    },
  },
];

/**
 * The transport category of a declaration, from ADR 1.1.3.6.3: the entries it names, then the
 * packing group (I → 1, II → 2, III → 3; class 4.2 of group I → 0, class 6.1 of group III → 2).
 * Unknown (null) where only Table A's column (15) can tell.
 */
export function transportCategory(goods: DangerousGoods): TransportCategory | null {
  if (!isAdrClass(goods.adrClass)) return null;
  const adrClass = goods.adrClass;
  const named = NAMED.find((entry) => entry.byClass[adrClass]?.has(goods.unNumber));
  if (named) return named.category;
  switch (goods.packingGroup) {
    case 'I':
      return adrClass === '4.2' ? 0 : 1;
    case 'II':
      return 2;
    case 'III':
      return adrClass === '6.1' ? 2 : 3;
    default:
      return null;
  }
}

export type ExemptionThreshold =
  /** some goods of category 0: never exempt */
  | { kind: 'categoryZero'; unNumbers: string[] }
  /** above the limit: orange plates and an ADR-trained driver */
  | { kind: 'above'; points: number }
  /** within the limit, every category known: partial exemption */
  | { kind: 'within'; points: number }
  /** within the limit so far, but some goods' category must be read in Table A */
  | { kind: 'undetermined'; points: number; unNumbers: string[] };

/**
 * Whether a load passes the 1.1.3.6 threshold. The quantities are the lines' gross weights in kg:
 * the ADR counts net mass (or litres for liquids), so the figure is an estimate the agents
 * confirm with the shipper's transport document. Undefined when no line declares dangerous goods.
 */
export function exemptionThreshold(lines: readonly ParcelLine[]): ExemptionThreshold | undefined {
  const declared = lines.filter((line): line is ParcelLine & { dangerousGoods: DangerousGoods } => Boolean(line.dangerousGoods));
  if (declared.length === 0) return undefined;
  const categoryZero: string[] = [];
  const unknown: string[] = [];
  let points = 0;
  for (const line of declared) {
    const category = transportCategory(line.dangerousGoods);
    const unNumber = `UN ${line.dangerousGoods.unNumber}`;
    if (category === 0) categoryZero.push(unNumber);
    else if (category === null) unknown.push(unNumber);
    else points += line.quantity * line.weight * CATEGORY_MULTIPLIER[category];
  }
  const unique = (values: string[]) => [...new Set(values)];
  if (categoryZero.length > 0) return { kind: 'categoryZero', unNumbers: unique(categoryZero) };
  // Weights come in tenths of a kg: rounding off the float's noise first keeps 20.1 × 50 at 1,005.
  const rounded = Math.ceil(Math.round(points * 1000) / 1000);
  if (rounded > EXEMPTION_POINTS_LIMIT) return { kind: 'above', points: rounded };
  if (unknown.length > 0) return { kind: 'undetermined', points: rounded, unNumbers: unique(unknown) };
  return { kind: 'within', points: rounded };
}
