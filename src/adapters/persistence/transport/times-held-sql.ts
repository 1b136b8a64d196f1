import { TIMED_MOVES } from '../../../domain/transport/plausible-times.ts';

/**
 * Whether transport `request`'s (a column) times are held in doubt, in SQL: the last move that set
 * when the goods moved carries a doubt (heldTimes in plausible-times.ts, read the same way).
 */
export const timesHeld = (request: string) =>
  `coalesce((select h.move->'doubt' is not null from transport_moves h
     where h.quote_request_id = ${request} and h.kind in (${TIMED_MOVES.map((kind) => `'${kind}'`).join(', ')})
     order by h.created_at desc, h.id desc limit 1), false)`;
