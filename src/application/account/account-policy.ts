import type { AccountRole } from '../../domain/account/sign-in-link.ts';
import type { AccountPerson } from '../../ports/business-accounts.ts';
import { ApplicationError } from '../../domain/application-error.ts';

// The policy's refusal, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    notAccountOwner: NotAccountOwner;
  }
}

/** Only the account's owner may change who is in it, or its keys and receivers: to anyone else, as if there were none. */
export class NotAccountOwner extends ApplicationError<'notAccountOwner'> {
  override name = 'NotAccountOwner';
  readonly code = 'notAccountOwner';
  constructor() {
    super('only the account’s owner may do this');
  }
}

/**
 * What a person of a business account may do there: the one place its roles are read. Everyone
 * of the company sees its transports, addresses and invoices and books again; its owner alone
 * changes who is in it, where its invoices go, and runs its keys and receivers. Pages ask it what to show; use cases
 * enforce it, and the pages show their refusal.
 */
export type AccountFeature = 'managePeople' | 'manageIntegrations' | 'manageBilling';

const MAY: Record<AccountFeature, readonly AccountRole[]> = {
  managePeople: ['owner'],
  manageIntegrations: ['owner'],
  manageBilling: ['owner'],
};

export const accountMay = (person: Pick<AccountPerson, 'role'>, feature: AccountFeature): boolean => MAY[feature].includes(person.role);

/** The person's company, when the policy lets them `feature`; NotAccountOwner otherwise (as if there were nothing there). */
export function companyFor(person: AccountPerson, feature: AccountFeature): string {
  if (!accountMay(person, feature)) throw new NotAccountOwner();
  return person.accountId;
}
