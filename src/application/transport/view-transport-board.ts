import { type BoardEntry, transportBoard } from '../../domain/transport/transport-board.ts';
import type { Clock } from '../../ports/clock.ts';
import type { TransportLog, TransportRecord } from '../../ports/transport-log.ts';
import { token } from '../../ports/token.ts';

/** A transport as the board shows it: never the quote's owner key. */
export type BoardTransport = Omit<TransportRecord, 'ownerKey'>;

export type ViewTransportBoard = () => Promise<{ at: Date; silenceMinutes: number; entries: Array<BoardEntry<BoardTransport>> }>;
export const ViewTransportBoard = token<ViewTransportBoard>('ViewTransportBoard');

/** The agents' "En cours" board, read now; `silenceMinutes` is the operator's "no news" setting. */
export function makeViewTransportBoard(deps: {
  log: Pick<TransportLog, 'underWay'>;
  clock: Clock;
  silenceMinutes: number;
}): ViewTransportBoard {
  return async () => {
    const at = deps.clock.now();
    const transports = (await deps.log.underWay()).map(({ ownerKey: _secret, ...transport }): BoardTransport => transport);
    return { at, silenceMinutes: deps.silenceMinutes, entries: transportBoard(transports, at, deps.silenceMinutes) };
  };
}

export type CountTransportsUnderWay = () => Promise<number>;
export const CountTransportsUnderWay = token<CountTransportsUnderWay>('CountTransportsUnderWay');
