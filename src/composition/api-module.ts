import { mikroOrmApiKeys, mikroOrmIdempotentAnswers } from '../adapters/persistence/repositories/api-keys.ts';
import { mikroOrmWebhookEndpoints } from '../adapters/persistence/repositories/webhook-endpoints.ts';
import { webhookSender } from '../adapters/webhooks/webhook-sender.ts';
import {
  AuthenticateApiKey,
  IssueApiKey,
  ListApiKeys,
  makeAuthenticateApiKey,
  makeIssueApiKey,
  makeListApiKeys,
  makeRevokeApiKey,
  RevokeApiKey,
} from '../application/api/api-access.ts';
import { Idempotently, makeIdempotently } from '../application/api/idempotency.ts';
import { makeQuoteHistory, QuoteHistory } from '../application/api/quote-history.ts';
import { makeQuoteForAccount, QuoteForAccount } from '../application/api/quote-for-account.ts';
import {
  ListWebhooks,
  makeListWebhooks,
  makeRegisterWebhook,
  makeRemoveWebhook,
  RegisterWebhook,
  RemoveWebhook,
} from '../application/api/webhooks.ts';
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';
import { ApiKeys, IdempotentAnswers } from '../ports/api-keys.ts';
import { WebhookEndpoints, WebhookSender } from '../ports/webhooks.ts';
import { Secrets } from '../ports/staff-auth.ts';
import { RateLimiter } from '../ports/rate-limiter.ts';
import { QuoteRepository } from '../ports/quote-repository.ts';
import { AdminReadModel } from '../ports/admin-read-model.ts';
import { VehicleCatalogue } from './quotes-module.ts';
import { CreateQuote } from '../application/create-quote.ts';
import { PriceQuote } from '../application/price-quote.ts';
import { SaveContact } from '../application/save-contact.ts';
import { CompanyQuoteKey, ListAccountQuotes } from '../application/account/account-transports.ts';
import { type Resolved, token } from '../ports/token.ts';

/** /api/v1 for shippers' systems: keys, and retries made safe. */
const api = {
  /** a quote for the account's systems, priced at once */
  quoteForAccount: QuoteForAccount,
  issueKey: IssueApiKey,
  authenticate: AuthenticateApiKey,
  revoke: RevokeApiKey,
  idempotently: Idempotently,
  registerWebhook: RegisterWebhook,
  listWebhooks: ListWebhooks,
  removeWebhook: RemoveWebhook,
  listKeys: ListApiKeys,
  quoteHistory: QuoteHistory,
  /** the account's quotes, paged */
  listQuotes: ListAccountQuotes,
  /** the owner key of one of the account's quotes, by the same definition */
  quoteKey: CompanyQuoteKey,
  /** the vehicle classes and their limits, smallest first */
  vehicles: VehicleCatalogue,
};
export type ApiServices = Resolved<typeof api>;
export const ApiServices = token<ApiServices>('ApiServices');

/** The business accounts' API: keys, idempotent answers, webhook receivers and their sender. */
export const apiModule = featureModule(({ resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock } = GIVEN;
  resolved(ApiKeys, [em], (root) => mikroOrmApiKeys(root));
  resolved(IdempotentAnswers, [em], (root) => mikroOrmIdempotentAnswers(root));
  resolved(WebhookEndpoints, [em], (root) => mikroOrmWebhookEndpoints(root));
  resolved(WebhookSender, [WebhookEndpoints, config], (endpoints, settings) =>
    webhookSender({ endpoints, allowPrivateReceivers: settings.WEBHOOK_ALLOW_PRIVATE_RECEIVERS }),
  );
  resolved(IssueApiKey, [ApiKeys, Secrets, clock], (apiKeys, secrets, now) => makeIssueApiKey({ apiKeys, secrets, clock: now }));
  resolved(AuthenticateApiKey, [ApiKeys, Secrets, clock, RateLimiter], (apiKeys, secrets, now, limiter) =>
    makeAuthenticateApiKey({ apiKeys, secrets, clock: now, limiter }),
  );
  resolved(RevokeApiKey, [ApiKeys, Secrets, clock], (apiKeys, secrets, now) => makeRevokeApiKey({ apiKeys, secrets, clock: now }));
  resolved(Idempotently, [IdempotentAnswers, clock], (answers, now) => makeIdempotently({ answers, clock: now }));
  resolved(RegisterWebhook, [WebhookEndpoints, WebhookSender, Secrets, config], (endpoints, sender, secrets, settings) =>
    makeRegisterWebhook({ endpoints, sender, secrets, allowPrivateReceivers: settings.WEBHOOK_ALLOW_PRIVATE_RECEIVERS }),
  );
  resolved(ListWebhooks, [WebhookEndpoints], (endpoints) => makeListWebhooks({ endpoints }));
  resolved(RemoveWebhook, [WebhookEndpoints], (endpoints) => makeRemoveWebhook({ endpoints }));
  resolved(ListApiKeys, [ApiKeys], (apiKeys) => makeListApiKeys({ apiKeys }));
  resolved(QuoteHistory, [QuoteRepository, AdminReadModel], (quotes, readModel) => makeQuoteHistory({ quotes, readModel }));
  resolved(QuoteForAccount, [CreateQuote, PriceQuote, SaveContact], (createQuote, priceQuote, saveContact) =>
    makeQuoteForAccount({ createQuote, priceQuote, saveContact }),
  );
  record(ApiServices, api);
});
