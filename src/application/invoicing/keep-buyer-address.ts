import { readBuyerAddress } from '../../domain/invoicing/buyer-address.ts';
import { heldTimes } from '../../domain/transport/plausible-times.ts';
import { token } from '../../ports/token.ts';
import type { TransportLog } from '../../ports/transport-log.ts';
import { InvalidInput } from '../errors.ts';
import { TransportNotFound } from '../transport/move-transport.ts';
import type { InvoiceDelivery } from './issue-invoice.ts';

export type KeepBuyerAddress = (quoteRequestId: string, input: Record<string, unknown>) => Promise<void>;
export const KeepBuyerAddress = token<KeepBuyerAddress>('KeepBuyerAddress');

/**
 * An agent gives the buyer's postal address its invoice lacked (buyer-address.ts): kept on the
 * request, and a delivered transport's invoice follows at once. InvalidInput names each field at
 * fault; TransportNotFound for no such request.
 */
export function makeKeepBuyerAddress(deps: {
  log: Pick<TransportLog, 'keepBuyerAddress' | 'record'>;
  invoiceDelivery: InvoiceDelivery;
}): KeepBuyerAddress {
  return async (quoteRequestId, input) => {
    const { address, errors } = readBuyerAddress(input);
    if (errors.length > 0) throw new InvalidInput(errors);
    if (!(await deps.log.keepBuyerAddress(quoteRequestId, address))) throw new TransportNotFound(quoteRequestId);
    const record = await deps.log.record(quoteRequestId);
    if (record?.state === 'delivered' && !heldTimes(record.moves.map(({ move }) => move))) await deps.invoiceDelivery(quoteRequestId);
  };
}
