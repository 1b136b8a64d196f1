import autocannon from 'autocannon';

// Issue 50 (ADR 0062): a figure and its baseline loaded in turns — this one, the other, the other,
// this one, twice — so that this shared machine's drift over a minute (the same server has
// measured a third slower minutes apart) weighs on both alike. autocannon keeps each turn's raw
// histograms (skipAggregateResult); each side's turns are then added up into one result.

/** A load's raw result (skipAggregateResult): its histograms still encoded, its completed requests counted. */
export type Slice = autocannon.Result & { totalCompletedRequests: number };

// Documented in autocannon's README ("autocannon.aggregateResult"), missing from @types/autocannon.
const { aggregateResult } = autocannon as unknown as { aggregateResult(results: Slice[], options: object): autocannon.Result };

export interface AddedUp {
  /** every request's latency in one histogram, errors and non-2xx summed */
  result: autocannon.Result;
  /** requests completed per second over the turns' time */
  perSecond: number;
}

function addedUp(slices: Slice[], connections: number): AddedUp {
  const seconds = slices.reduce((sum, slice) => sum + slice.duration, 0);
  const requests = slices.reduce((sum, slice) => sum + slice.totalCompletedRequests, 0);
  return { result: aggregateResult(slices, { url: 'turns', connections }), perSecond: requests / seconds };
}

/** `first` and `second` in turns of a quarter of `seconds` each; each load must run with skipAggregateResult. */
export async function inTurns(
  first: (seconds: number) => Promise<autocannon.Result>,
  second: (seconds: number) => Promise<autocannon.Result>,
  seconds: number,
  connections: number,
): Promise<[AddedUp, AddedUp]> {
  const turns: [Slice[], Slice[]] = [[], []];
  for (const side of [0, 1, 1, 0, 0, 1, 1, 0] as const) turns[side].push((await (side === 0 ? first : second)(seconds / 4)) as Slice);
  return [addedUp(turns[0], connections), addedUp(turns[1], connections)];
}
