import autocannon from 'autocannon';

// Issue 50 (ADR 0062): a figure and its baseline loaded in turns — this one, the other, the other,
// this one, and again — so that this shared machine's drift over a minute (the same server has
// measured a third slower minutes apart) and its stalls weigh on both alike.

/**
 * `first` and `second` in turns, `rounds` times (first, second, second, first), each side loaded
 * for `seconds` in all: turns of seconds / (2 × rounds). Each side's results in their order, the
 * i-th of one beside the i-th of the other.
 */
export async function inTurns<T>(
  first: (seconds: number) => Promise<T>,
  second: (seconds: number) => Promise<T>,
  seconds: number,
  rounds = 2,
): Promise<[T[], T[]]> {
  const turns: [T[], T[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    for (const side of [0, 1, 1, 0] as const) turns[side].push(await (side === 0 ? first : second)(seconds / (2 * rounds)));
  }
  return turns;
}

/** A load's raw result (skipAggregateResult): its histograms still encoded, its completed requests counted. */
type Slice = autocannon.Result & { totalCompletedRequests: number };

// Documented in autocannon's README ("autocannon.aggregateResult"), missing from @types/autocannon.
const { aggregateResult } = autocannon as unknown as { aggregateResult(results: Slice[], options: object): autocannon.Result };

export interface AddedUp {
  /** every request's latency in one histogram, errors and non-2xx summed */
  result: autocannon.Result;
  /** requests completed per second over the turns' time */
  perSecond: number;
}

/** One side's autocannon turns, each run with skipAggregateResult, added up. */
export function addedUp(turns: autocannon.Result[], connections: number): AddedUp {
  const slices = turns as Slice[];
  const seconds = slices.reduce((sum, slice) => sum + slice.duration, 0);
  const requests = slices.reduce((sum, slice) => sum + slice.totalCompletedRequests, 0);
  return { result: aggregateResult(slices, { url: 'turns', connections }), perSecond: requests / seconds };
}
