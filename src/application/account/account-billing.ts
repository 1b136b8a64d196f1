import { type BillingDetails, readBilling } from '../../domain/account/billing.ts';
import type { AccountBilling } from '../../ports/account-billing.ts';
import type { AccountPerson } from '../../ports/business-accounts.ts';
import type { Clock } from '../../ports/clock.ts';
import { token } from '../../ports/token.ts';
import { InvalidInput } from '../errors.ts';
import { companyFor } from './account-policy.ts';

/**
 * Where the company's invoices go and whom they name. Every person reads them; the
 * owner changes them (a member's change is refused, as the page offers none).
 */
export interface AccountBillingDetails {
  view(person: AccountPerson): Promise<BillingDetails | undefined>;
  /** The company as the buyer of its quotes (its country and VAT number), for the quote form to start from. */
  buyer(person: AccountPerson): ReturnType<AccountBilling['buyerOf']>;
  /** The form's values kept whole; InvalidInput names each field at fault; NotAccountOwner for a member. */
  save(person: AccountPerson, input: Record<string, unknown>): Promise<BillingDetails>;
}
export const AccountBillingDetails = token<AccountBillingDetails>('AccountBillingDetails');

export function makeAccountBillingDetails(deps: { billing: AccountBilling; clock: Clock }): AccountBillingDetails {
  return {
    view: (person) => deps.billing.of(person.accountId),
    buyer: (person) => deps.billing.buyerOf(person.accountId),
    async save(person, input) {
      const company = companyFor(person, 'manageBilling');
      const { billing, errors } = readBilling(input);
      if (errors.length > 0) throw new InvalidInput(errors);
      await deps.billing.keep(company, billing, deps.clock.now());
      return billing;
    },
  };
}
