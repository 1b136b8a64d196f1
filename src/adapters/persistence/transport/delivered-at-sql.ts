/**
 * When the goods were delivered, as last corrected: the agents' latest correction of the step if
 * there is one, else the step's own time. `move` is the alias of the `deliver` row of transport_moves.
 */
export const deliveredAtSql = (move: string) => `coalesce((select c.move->>'at' from transport_moves c
    where c.quote_request_id = ${move}.quote_request_id and c.kind = 'correct' and c.move->>'step' = 'deliver'
    order by c.created_at desc limit 1), ${move}.move->>'at')::timestamptz`;
