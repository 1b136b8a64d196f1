/**
 * Where the transport of request `r` (an alias of quote_requests) stands, from its moves:
 * transport-lifecycle's fold, as SQL.
 */
export const transportStateSql = (r: string) => `(case
  when exists (select 1 from transport_moves m where m.quote_request_id = ${r}.id and m.kind = 'deliver') then 'delivered'
  when exists (select 1 from transport_moves m where m.quote_request_id = ${r}.id and m.kind = 'cancel') then 'cancelled'
  when exists (select 1 from transport_moves m where m.quote_request_id = ${r}.id and m.kind = 'pickUp') then 'picked_up'
  when exists (select 1 from transport_moves m where m.quote_request_id = ${r}.id and m.kind = 'book') then 'booked'
  else 'confirmed' end)`;
