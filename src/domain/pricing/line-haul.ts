/** Spec §7 "ManagedByLineHaul": the filter asked of the standard tariff's rows. */
export type LineHaulFilter = 0 | 1 | undefined;

/** Spec §7: with 0 keep rows whose ManagedByLineHaul is 0; with 1 those where it is not 0, null or empty; without, every row. */
export function lineHaulMatches(value: string | null, wanted: LineHaulFilter): boolean {
  if (wanted === undefined) return true;
  const isZero = value !== null && value.trim() === '0';
  if (wanted === 0) return isZero;
  return value !== null && value.trim() !== '' && !isZero;
}
