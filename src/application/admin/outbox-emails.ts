import type { OutboxAdmin } from '../../ports/admin-read-model.ts';
import { token } from '../../ports/token.ts';

// Every email the product owes, what failed and why, and sending one again.

export type ListOutbox = OutboxAdmin['list'];
export const ListOutbox = token<ListOutbox>('ListOutbox');
export const makeListOutbox =
  ({ outbox }: { outbox: Pick<OutboxAdmin, 'list'> }): ListOutbox =>
  (status, query) =>
    outbox.list(status, query);

/** Pending again, and the worker told at once rather than at its next round; false when there is no such entry. */
export type ResendFromOutbox = (id: string) => Promise<boolean>;
export const ResendFromOutbox = token<ResendFromOutbox>('ResendFromOutbox');
export const makeResendFromOutbox =
  ({ outbox, wake }: { outbox: Pick<OutboxAdmin, 'resend'>; wake: () => void }): ResendFromOutbox =>
  async (id) => {
    const found = await outbox.resend(id);
    if (found) wake();
    return found;
  };
