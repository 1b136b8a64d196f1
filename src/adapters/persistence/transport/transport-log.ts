import type { Language } from '../../../domain/language.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { nextTransportState, transportStateOf } from '../../../domain/transport/transport-lifecycle.ts';
import type { TransportLog, TransportRecord } from '../../../ports/transport-log.ts';
import { OutboxMessageEntity, QuoteRequestEntity, TransportMoveEntity } from '../entities/index.ts';

/** transport_moves in PostgreSQL: appended under a lock on the request, read back oldest first. */
export function sqlTransportLog(root: EntityManager): TransportLog {
  async function read(em: EntityManager, quoteRequestId: string): Promise<TransportRecord | undefined> {
    const request = await em.findOne(QuoteRequestEntity, { id: quoteRequestId }, { populate: ['quote'] });
    if (!request) return undefined;
    const moves = await em.find(
      TransportMoveEntity,
      { quoteRequest: quoteRequestId },
      { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['recordedBy'] },
    );
    const history = moves.map((row) => ({ move: row.move, at: row.createdAt, by: row.recordedBy.username }));
    return {
      quoteRequestId,
      quoteId: request.quote.id,
      reference: request.quote.reference,
      confirmedAt: request.createdAt,
      pickupWindowTo: request.pickupWindowTo?.toISOString() ?? null,
      promisedDelivery: request.estimatedDelivery?.toISOString() ?? null,
      state: transportStateOf(history.map(({ move }) => move)),
      shipper: { name: request.userName, email: request.userEmail, language: request.language as Language },
      ownerKey: request.quote.ownerKey,
      moves: history,
    };
  }

  return {
    record: (quoteRequestId) => read(root.fork(), quoteRequestId),

    async append(quoteRequestId, move, staffUserId, tell = () => []) {
      return root.fork().transactional(async (em) => {
        // The request's row locked first: a second agent's move waits, then sees this one.
        if (!(await em.findOne(QuoteRequestEntity, { id: quoteRequestId }, { lockMode: LockMode.PESSIMISTIC_WRITE }))) return undefined;
        const before = (await read(em, quoteRequestId))!;
        // Throws TransportMoveRefused, and the transaction writes nothing.
        nextTransportState(before.state, move.kind);
        em.create(TransportMoveEntity, { quoteRequest: quoteRequestId, kind: move.kind, move, recordedBy: staffUserId });
        for (const notification of tell(before)) em.create(OutboxMessageEntity, notification);
        await em.flush();
        return read(em, quoteRequestId);
      });
    },
  };
}
