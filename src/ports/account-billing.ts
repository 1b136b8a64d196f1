import type { BillingDetails } from '../domain/account/billing.ts';
import { token } from './token.ts';
import type { CountryCode } from '../domain/shipment/countries.ts';

/** A business account's billing details: one set per account, replaced whole. */
export interface AccountBilling {
  of(accountId: string): Promise<BillingDetails | undefined>;
  keep(accountId: string, details: BillingDetails, at: Date): Promise<void>;
  /**
   * The company as the buyer of its quotes: the country and VAT number of its billing details, else
   * those its account request gave; undefined for no such account.
   */
  buyerOf(accountId: string): Promise<{ country: CountryCode; vatNumber: string | null } | undefined>;
}
export const AccountBilling = token<AccountBilling>('AccountBilling');
