import { sqlAddressBook } from '../adapters/persistence/account/address-book.ts';
import { sqlBusinessAccounts } from '../adapters/persistence/account/business-accounts.ts';
import {
  AuthenticateShipper,
  makeAuthenticateShipper,
  makeRequestSignInLink,
  makeSignInWithLink,
  makeSignOutShipper,
  RequestSignInLink,
  SignInWithLink,
  SignOutShipper,
} from '../application/account/account-access.ts';
import { AccountAddresses, makeAccountAddresses } from '../application/account/account-addresses.ts';
import { AccountIntegrations, makeAccountIntegrations } from '../application/account/account-integrations.ts';
import { IsAccountAccepted } from '../application/admin/read-records.ts';
import {
  AcceptInvitation,
  InvitePerson,
  ListPeople,
  makeAcceptInvitation,
  makeInvitePerson,
  makeListPeople,
  makeOpenInvitation,
  makeRemovePerson,
  makeWithdrawInvitation,
  OpenInvitation,
  RemovePerson,
  WithdrawInvitation,
} from '../application/account/account-people.ts';
import {
  BookAgain,
  CompanyQuote,
  CompanyQuoteKey,
  ListAccountQuotes,
  ListAccountTransports,
  makeBookAgain,
  makeCompanyQuote,
  makeCompanyQuoteKey,
  makeListAccountQuotes,
  makeListAccountTransports,
  makeMonthlyStatement,
  MonthlyStatement,
} from '../application/account/account-transports.ts';
import { makeStatementPdf, StatementPdf } from '../application/account/statement-pdf.ts';
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';
import { BusinessAccounts } from '../ports/business-accounts.ts';
import { AddressBook } from '../ports/address-book.ts';
import { RateLimiter } from '../ports/rate-limiter.ts';
import { Secrets } from '../ports/staff-auth.ts';
import { QuoteRepository } from '../ports/quote-repository.ts';
import { QuoteDocumentRenderer } from '../ports/quote-document-renderer.ts';
import { ApiKeys } from '../ports/api-keys.ts';
import { WebhookEndpoints } from '../ports/webhooks.ts';
import { RepriceQuote } from '../application/reprice-quote.ts';
import { IssueApiKey, RevokeApiKey } from '../application/api/api-access.ts';
import { RegisterWebhook } from '../application/api/webhooks.ts';
import { type Resolved, token } from '../ports/token.ts';
import { AccountBilling } from '../ports/account-billing.ts';
import { sqlAccountBilling } from '../adapters/persistence/account/account-billing.ts';
import { AccountBillingDetails, makeAccountBillingDetails } from '../application/account/account-billing.ts';

/** A business account's people, signed in by a link sent by email. */
const shipperAccount = {
  requestLink: RequestSignInLink,
  signIn: SignInWithLink,
  authenticate: AuthenticateShipper,
  signOut: SignOutShipper,
  transports: ListAccountTransports,
  bookAgain: BookAgain,
  people: ListPeople,
  invite: InvitePerson,
  remove: RemovePerson,
  withdrawInvitation: WithdrawInvitation,
  openInvitation: OpenInvitation,
  acceptInvitation: AcceptInvitation,
  companyQuote: CompanyQuote,
  statement: MonthlyStatement,
  statementPdf: StatementPdf,
  addresses: AccountAddresses,
  integrations: AccountIntegrations,
  /** where the invoices go and whom they name */
  billing: AccountBillingDetails,
};
export type ShipperAccountServices = Resolved<typeof shipperAccount>;
export const ShipperAccountServices = token<ShipperAccountServices>('ShipperAccountServices');

/** The business account: its people and sessions, transports, address book, statement, keys and receivers. */
export const accountModule = featureModule(({ resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock, Outbox: outbox } = GIVEN;
  resolved(BusinessAccounts, [em], (root) => sqlBusinessAccounts(root));
  resolved(AddressBook, [em], (root) => sqlAddressBook(root));
  resolved(RequestSignInLink, [BusinessAccounts, RateLimiter, Secrets, clock, config], (accounts, limiter, secrets, now, settings) =>
    makeRequestSignInLink({ accounts, limiter, secrets, clock: now, siteUrl: settings.SITE_URL }),
  );
  resolved(SignInWithLink, [BusinessAccounts, Secrets, clock], (accounts, secrets, now) =>
    makeSignInWithLink({ accounts, secrets, clock: now }),
  );
  resolved(AuthenticateShipper, [BusinessAccounts, Secrets, clock, config], (accounts, secrets, now, settings) =>
    makeAuthenticateShipper({ accounts, secrets, clock: now, idleMinutes: settings.ACCOUNT_SESSION_IDLE_MINUTES }),
  );
  resolved(SignOutShipper, [BusinessAccounts, Secrets], (accounts, secrets) => makeSignOutShipper({ accounts, secrets }));
  resolved(ListAccountTransports, [BusinessAccounts, Secrets], (accounts, secrets) => makeListAccountTransports({ accounts, secrets }));
  resolved(BookAgain, [BusinessAccounts, RepriceQuote, Secrets], (accounts, repriceQuote, secrets) =>
    makeBookAgain({ accounts, repriceQuote, secrets }),
  );
  resolved(ListAccountQuotes, [BusinessAccounts], (accounts) => makeListAccountQuotes({ accounts }));
  resolved(ListPeople, [BusinessAccounts, clock], (accounts, now) => makeListPeople({ accounts, clock: now }));
  resolved(InvitePerson, [BusinessAccounts, Secrets, clock, config, outbox], (accounts, secrets, now, settings, box) =>
    makeInvitePerson({ accounts, secrets, clock: now, siteUrl: settings.SITE_URL, outbox: box }),
  );
  resolved(RemovePerson, [BusinessAccounts], (accounts) => makeRemovePerson({ accounts }));
  resolved(WithdrawInvitation, [BusinessAccounts, clock], (accounts, now) => makeWithdrawInvitation({ accounts, clock: now }));
  resolved(OpenInvitation, [BusinessAccounts, Secrets, clock], (accounts, secrets, now) =>
    makeOpenInvitation({ accounts, secrets, clock: now }),
  );
  resolved(AcceptInvitation, [BusinessAccounts, Secrets, clock], (accounts, secrets, now) =>
    makeAcceptInvitation({ accounts, secrets, clock: now }),
  );
  resolved(CompanyQuote, [BusinessAccounts, QuoteRepository, clock], (accounts, quotes, now) =>
    makeCompanyQuote({ accounts, quotes, clock: now }),
  );
  resolved(CompanyQuoteKey, [BusinessAccounts], (accounts) => makeCompanyQuoteKey({ accounts }));
  resolved(MonthlyStatement, [BusinessAccounts], (accounts) => makeMonthlyStatement({ accounts }));
  resolved(
    StatementPdf,
    [MonthlyStatement, QuoteDocumentRenderer, RateLimiter, GIVEN.Operator, clock],
    (statement, renderer, limiter, operator, now) => makeStatementPdf({ statement, renderer, limiter, operator, clock: now }),
  );
  resolved(AccountAddresses, [AddressBook, clock], (book, now) => makeAccountAddresses({ book, clock: now }));
  resolved(AccountBilling, [em], (root) => sqlAccountBilling(root));
  resolved(AccountBillingDetails, [AccountBilling, clock], (billing, now) => makeAccountBillingDetails({ billing, clock: now }));
  resolved(
    AccountIntegrations,
    [ApiKeys, WebhookEndpoints, IssueApiKey, RevokeApiKey, RegisterWebhook, IsAccountAccepted],
    (apiKeys, endpoints, issueKey, revokeKey, registerWebhook, isAccountAccepted) =>
      makeAccountIntegrations({ apiKeys, endpoints, issueKey, revokeKey, registerWebhook, isAccountAccepted }),
  );
  record(ShipperAccountServices, shipperAccount);
});
