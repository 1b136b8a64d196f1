/**
 * Writes asked for during one turn of the event loop leave together, as one statement: under load
 * the requests read in one turn are many, and each statement sent costs the server a write that
 * wakes a PostgreSQL backend (docs/decisions/0005). Alone, a write leaves at the end of its turn.
 *
 * - `send` answers one result per item, in order.
 * - Two items with the same key never share a statement: the second waits for the next one (an
 *   update's own conditions then see the first's result).
 * - When a statement fails on the data of one row (SQLSTATE class 22 or 23), each item of it is
 *   sent again alone, so one bad row fails alone; any other failure (connection, time limit)
 *   fails the whole batch at once.
 */
export function writesPerTurn<Item, Result>(keyOf: (item: Item) => string, send: (items: Item[]) => Promise<Result[]>) {
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  let batch: Waiting[] = [];
  let keys = new Set<string>();
  let heldBack: Waiting[] = [];
  let scheduled = false;

  const join = (waiting: Waiting) => {
    const key = keyOf(waiting.item);
    if (keys.has(key)) heldBack.push(waiting);
    else {
      keys.add(key);
      batch.push(waiting);
    }
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };

  const flush = () => {
    const leaving = batch;
    batch = [];
    keys = new Set();
    scheduled = false;
    const held = heldBack;
    heldBack = [];
    held.forEach(join);
    void deliver(leaving);
  };

  const deliver = async (leaving: Waiting[]) => {
    try {
      const results = await send(leaving.map((waiting) => waiting.item));
      leaving.forEach((waiting, i) => waiting.resolve(results[i]!));
    } catch (error) {
      if (leaving.length === 1 || !isDataError(error)) return leaving.forEach((waiting) => waiting.reject(error));
      await Promise.all(leaving.map((waiting) => deliver([waiting])));
    }
  };

  return (item: Item) => new Promise<Result>((resolve, reject) => join({ item, resolve, reject }));
}

/** PostgreSQL's data exception (22xxx) or integrity constraint violation (23xxx). */
const isDataError = (error: unknown) => /^2[23]/.test(String((error as { code?: unknown } | null)?.code ?? ''));
