import type { BillingDetails } from '../domain/account/billing.ts';
import { token } from './token.ts';

/** A business account's billing details (issue 53): one set per account, replaced whole. */
export interface AccountBilling {
  of(accountId: string): Promise<BillingDetails | undefined>;
  keep(accountId: string, details: BillingDetails, at: Date): Promise<void>;
}
export const AccountBilling = token<AccountBilling>('AccountBilling');
