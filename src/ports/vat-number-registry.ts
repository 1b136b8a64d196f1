import type { VatNumberStatus } from '../domain/tax/vat-treatment.ts';

/** Whether an EU VAT number is registered (the Commission's VIES); 'unverified' when that cannot be known now. */
export interface VatNumberRegistry {
  status(vatNumber: string): Promise<VatNumberStatus>;
}
