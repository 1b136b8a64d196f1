// Spec §3 "Parcel line" and §5 "Input constraints".
import type { DangerousGoods } from '../dangerous-goods/dangerous-goods.ts';

export const PARCEL_TYPES = ['parcel', 'pallet'] as const;
export type ParcelType = (typeof PARCEL_TYPES)[number];

export interface ParcelLine {
  type: ParcelType;
  quantity: number;
  /** kg per unit */
  weight: number;
  /** cm */
  length: number;
  width: number;
  height: number;
  /** the line's dangerous goods, when the shipment has some (ADR 5.4.1.1.1) */
  dangerousGoods?: DangerousGoods | null;
}

/**
 * What one line may hold, so that no typed value makes a total absurd: the largest vehicle of
 * the catalogue carries 24 t in a trailer 13.6 m long, 2.5 m wide and 3 m high, and no order
 * has a thousand items on one line.
 */
export const PARCEL_LINE_LIMITS = { quantity: 999, weight: 24_000, length: 1_360, width: 250, height: 300 } as const;

/** The booking form's defaults: quantity 1, weight 1, dimensions 20, type parcel. */
export const DEFAULT_PARCEL_LINE: Readonly<ParcelLine> = Object.freeze({
  type: 'parcel',
  quantity: 1,
  weight: 1,
  length: 20,
  width: 20,
  height: 20,
});

const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/**
 * What the form keeps when a field holds something it cannot use (§5): quantity an integer of
 * at least 1 (else 1); weight a decimal of at least 0.1 in steps of 0.1 (else 1); each dimension
 * an integer of at least 1 (else 20).
 */
export function quantityOrFallback(value: unknown): number {
  const number = asNumber(value);
  return Number.isFinite(number) && number >= 1 ? Math.floor(number) : DEFAULT_PARCEL_LINE.quantity;
}

export function weightOrFallback(value: unknown): number {
  const number = asNumber(value);
  if (!Number.isFinite(number) || number < 0.1) return DEFAULT_PARCEL_LINE.weight;
  return Math.round(number * 10) / 10;
}

export function dimensionOrFallback(value: unknown): number {
  const number = asNumber(value);
  return Number.isFinite(number) && number >= 1 ? Math.round(number) : DEFAULT_PARCEL_LINE.length;
}

/** Σ weight × quantity, in kg. */
export function totalWeight(lines: readonly ParcelLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.weight * line.quantity, 0) * 1000) / 1000;
}

/** Σ L × W × H × quantity / 1,000,000, in m³ to 3 decimals. */
export function totalVolume(lines: readonly ParcelLine[]): number {
  const cubicCentimetres = lines.reduce((sum, line) => sum + line.length * line.width * line.height * line.quantity, 0);
  return Math.round(cubicCentimetres / 1000) / 1000;
}
