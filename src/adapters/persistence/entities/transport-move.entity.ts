import { defineEntity, p } from '@mikro-orm/core';
import type { TransportMove } from '../../../domain/transport/transport-lifecycle.ts';
import { createdAt, inboxNotification, uuidPrimaryKey } from './columns.ts';
import { QuoteRequestEntity } from './quote-request.entity.ts';
import { StaffUserEntity } from './staff-user.entity.ts';

const MOVE_KINDS = ['book', 'eta', 'incident', 'arrive', 'load', 'pickUp', 'deliver', 'cancel', 'correct'] as const satisfies ReadonlyArray<
  TransportMove['kind']
>;

/**
 * Table transport_moves: every step of a confirmed transport, who recorded it and when:
 * an agent, or the driver by the job's link (no agent, and the move carries the tap's stamp).
 * Rows are only ever added; a trigger refuses updates and deletes. The state is their fold. Each
 * step is announced on the inbox's channel as a change to its request.
 */
export const TransportMoveEntity = defineEntity({
  name: 'TransportMove',
  tableName: 'transport_moves',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    quoteRequest: () => p.manyToOne(QuoteRequestEntity).deleteRule('restrict'),
    kind: p.enum(MOVE_KINDS),
    move: p.json<TransportMove>(),
    recordedBy: () => p.manyToOne(StaffUserEntity).deleteRule('restrict').nullable(),
  },
  checks: [
    { name: 'transport_moves_author_check', expression: `("recorded_by_id" is null) = ("move" ? 'driver' or "move" ? 'byCarrier')` },
  ],
  indexes: [{ properties: ['quoteRequest', 'createdAt'] }],
  triggers: [
    {
      name: 'append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: "raise exception 'transport_moves is append-only';",
    },
    // The agents' board and the shipper's and consignee's open pages hear of each step.
    inboxNotification("'quote-request'", { leadId: 'NEW.quote_request_id' }),
  ],
});
