import type { VatNumberStatus } from '../domain/tax/vat-treatment.ts';
import { token } from './token.ts';

/** Whether an EU VAT number is registered (the Commission's VIES); 'unverified' when that cannot be known now. */
export interface VatNumberRegistry {
  status(vatNumber: string): Promise<VatNumberStatus>;
}
export const VatNumberRegistry = token<VatNumberRegistry>('VatNumberRegistry');
