import type { CreditTransfer } from '../domain/carriers/credit-transfer.ts';
import { token } from './token.ts';

/** A credit transfer as the file a bank takes (ISO 20022 pain.001). */
export type TransferFile = (transfer: CreditTransfer) => string;
export const TransferFile = token<TransferFile>('TransferFile');
