import { sqlAddressBook } from '../adapters/persistence/account/address-book.ts';
import { sqlBusinessAccounts } from '../adapters/persistence/account/business-accounts.ts';
import {
  makeAuthenticateShipper,
  makeRequestSignInLink,
  makeSignInWithLink,
  makeSignOutShipper,
} from '../application/account/account-access.ts';
import { makeAccountAddresses } from '../application/account/account-addresses.ts';
import { makeAccountIntegrations } from '../application/account/account-integrations.ts';
import {
  makeAcceptInvitation,
  makeInvitePerson,
  makeListPeople,
  makeOpenInvitation,
  makeRemovePerson,
  makeWithdrawInvitation,
} from '../application/account/account-people.ts';
import {
  makeBookAgain,
  makeCompanyQuote,
  makeCompanyQuoteKey,
  makeListAccountQuotes,
  makeListAccountTransports,
  makeMonthlyStatement,
} from '../application/account/account-transports.ts';
import { makeStatementPdf } from '../application/account/statement-pdf.ts';
import { featureModule } from './binding.ts';
import { GIVEN, PORTS, USE_CASES, SERVICE_PARTS } from './tokens.ts';

/** The business account (issue 39): its people and sessions, transports, address book, statement, keys and receivers. */
export const accountModule = featureModule(({ resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock, Outbox: outbox } = GIVEN;
  const U = USE_CASES;
  resolved(PORTS.BusinessAccounts, [em], (root) => sqlBusinessAccounts(root));
  resolved(PORTS.AddressBook, [em], (root) => sqlAddressBook(root));
  resolved(
    U.RequestSignInLink,
    [PORTS.BusinessAccounts, PORTS.RateLimiter, PORTS.Secrets, clock, config],
    (accounts, limiter, secrets, now, settings) =>
      makeRequestSignInLink({ accounts, limiter, secrets, clock: now, siteUrl: settings.SITE_URL }),
  );
  resolved(U.SignInWithLink, [PORTS.BusinessAccounts, PORTS.Secrets, clock], (accounts, secrets, now) =>
    makeSignInWithLink({ accounts, secrets, clock: now }),
  );
  resolved(U.AuthenticateShipper, [PORTS.BusinessAccounts, PORTS.Secrets, clock, config], (accounts, secrets, now, settings) =>
    makeAuthenticateShipper({ accounts, secrets, clock: now, idleMinutes: settings.ACCOUNT_SESSION_IDLE_MINUTES }),
  );
  resolved(U.SignOutShipper, [PORTS.BusinessAccounts, PORTS.Secrets], (accounts, secrets) => makeSignOutShipper({ accounts, secrets }));
  resolved(U.ListAccountTransports, [PORTS.BusinessAccounts, PORTS.Secrets], (accounts, secrets) =>
    makeListAccountTransports({ accounts, secrets }),
  );
  resolved(U.BookAgain, [PORTS.BusinessAccounts, U.RepriceQuote, PORTS.Secrets], (accounts, repriceQuote, secrets) =>
    makeBookAgain({ accounts, repriceQuote, secrets }),
  );
  resolved(U.ListAccountQuotes, [PORTS.BusinessAccounts], (accounts) => makeListAccountQuotes({ accounts }));
  resolved(U.ListPeople, [PORTS.BusinessAccounts, clock], (accounts, now) => makeListPeople({ accounts, clock: now }));
  resolved(U.InvitePerson, [PORTS.BusinessAccounts, PORTS.Secrets, clock, config, outbox], (accounts, secrets, now, settings, box) =>
    makeInvitePerson({ accounts, secrets, clock: now, siteUrl: settings.SITE_URL, outbox: box }),
  );
  resolved(U.RemovePerson, [PORTS.BusinessAccounts], (accounts) => makeRemovePerson({ accounts }));
  resolved(U.WithdrawInvitation, [PORTS.BusinessAccounts, clock], (accounts, now) => makeWithdrawInvitation({ accounts, clock: now }));
  resolved(U.OpenInvitation, [PORTS.BusinessAccounts, PORTS.Secrets, clock], (accounts, secrets, now) =>
    makeOpenInvitation({ accounts, secrets, clock: now }),
  );
  resolved(U.AcceptInvitation, [PORTS.BusinessAccounts, PORTS.Secrets, clock], (accounts, secrets, now) =>
    makeAcceptInvitation({ accounts, secrets, clock: now }),
  );
  resolved(U.CompanyQuote, [PORTS.BusinessAccounts, PORTS.Quotes, clock], (accounts, quotes, now) =>
    makeCompanyQuote({ accounts, quotes, clock: now }),
  );
  resolved(U.CompanyQuoteKey, [PORTS.BusinessAccounts], (accounts) => makeCompanyQuoteKey({ accounts }));
  resolved(U.MonthlyStatement, [PORTS.BusinessAccounts], (accounts) => makeMonthlyStatement({ accounts }));
  resolved(
    U.StatementPdf,
    [U.MonthlyStatement, PORTS.DocumentRenderer, PORTS.RateLimiter, GIVEN.Operator, clock],
    (statement, renderer, limiter, operator, now) => makeStatementPdf({ statement, renderer, limiter, operator, clock: now }),
  );
  resolved(U.AccountAddresses, [PORTS.AddressBook, clock], (book, now) => makeAccountAddresses({ book, clock: now }));
  resolved(
    U.AccountIntegrations,
    [PORTS.ApiKeys, PORTS.WebhookEndpoints, U.IssueApiKey, U.RevokeApiKey, U.RegisterWebhook],
    (apiKeys, endpoints, issueKey, revokeKey, registerWebhook) =>
      makeAccountIntegrations({ apiKeys, endpoints, issueKey, revokeKey, registerWebhook }),
  );
  record(SERVICE_PARTS.ShipperAccount, {
    requestLink: U.RequestSignInLink,
    signIn: U.SignInWithLink,
    authenticate: U.AuthenticateShipper,
    signOut: U.SignOutShipper,
    transports: U.ListAccountTransports,
    bookAgain: U.BookAgain,
    people: U.ListPeople,
    invite: U.InvitePerson,
    remove: U.RemovePerson,
    withdrawInvitation: U.WithdrawInvitation,
    openInvitation: U.OpenInvitation,
    acceptInvitation: U.AcceptInvitation,
    companyQuote: U.CompanyQuote,
    statement: U.MonthlyStatement,
    statementPdf: U.StatementPdf,
    addresses: U.AccountAddresses,
    integrations: U.AccountIntegrations,
  });
});
