import { z } from 'zod';
import { INCIDENT_KINDS, type TransportMove } from '../../domain/transport/transport-lifecycle.ts';
import type { TransportLog, TransportRecord } from '../../ports/transport-log.ts';
import { singleLine, multiLine } from '../inputs/text-fields.ts';

const instant = z.iso.datetime({ offset: true });
const required = (max: number) => singleLine(max).pipe(z.string().min(1));

/** What an agent posts for each move (issue 38); instants are ISO 8601 with their offset. */
export const transportMoveInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('book'),
    carrier: required(200),
    vehicle: required(100),
    registration: required(20),
    driverFirstName: required(100),
    driverPhone: required(40),
    plannedPickup: instant,
  }),
  z.object({ kind: z.literal('eta'), estimatedDelivery: instant, reason: required(500) }),
  z.object({ kind: z.literal('incident'), incident: z.enum(INCIDENT_KINDS), note: multiLine(2_000).pipe(z.string().min(1)) }),
  z.object({ kind: z.literal('pickUp'), at: instant }),
  z.object({
    kind: z.literal('deliver'),
    at: instant,
    receivedBy: required(200),
    note: multiLine(2_000)
      .nullish()
      .transform((note) => note || null),
  }),
  z.object({ kind: z.literal('cancel'), by: required(200), reason: multiLine(2_000).pipe(z.string().min(1)) }),
]) satisfies z.ZodType<TransportMove, unknown>;

export class TransportNotFound extends Error {
  override name = 'TransportNotFound';
}

export type MoveTransport = (input: { staffUserId: string; quoteRequestId: string; move: TransportMove }) => Promise<TransportRecord>;

/** An agent records the next step of a confirmed transport; an out-of-order step is refused (TransportMoveRefused). */
export function makeMoveTransport(deps: { log: TransportLog }): MoveTransport {
  return async ({ staffUserId, quoteRequestId, move }) => {
    const record = await deps.log.append(quoteRequestId, move, staffUserId);
    if (!record) throw new TransportNotFound(quoteRequestId);
    return record;
  };
}

export type ViewTransport = (quoteRequestId: string) => Promise<TransportRecord>;

export function makeViewTransport(deps: { log: TransportLog }): ViewTransport {
  return async (quoteRequestId) => {
    const record = await deps.log.record(quoteRequestId);
    if (!record) throw new TransportNotFound(quoteRequestId);
    return record;
  };
}
