import { mikroOrmApiKeys, mikroOrmIdempotentAnswers } from '../adapters/persistence/repositories/api-keys.ts';
import { mikroOrmWebhookEndpoints } from '../adapters/persistence/repositories/webhook-endpoints.ts';
import { webhookSender } from '../adapters/webhooks/webhook-sender.ts';
import { makeAuthenticateApiKey, makeIssueApiKey, makeListApiKeys, makeRevokeApiKey } from '../application/api/api-access.ts';
import { makeIdempotently } from '../application/api/idempotency.ts';
import { makeQuoteHistory } from '../application/api/quote-history.ts';
import { makeQuoteForAccount } from '../application/api/quote-for-account.ts';
import { makeListWebhooks, makeRegisterWebhook, makeRemoveWebhook } from '../application/api/webhooks.ts';
import { featureModule } from './binding.ts';
import { GIVEN, PORTS, USE_CASES, SERVICE_PARTS } from './tokens.ts';

/** The business accounts' API (issue 28): keys, idempotent answers, webhook receivers and their sender. */
export const apiModule = featureModule(({ resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock } = GIVEN;
  const U = USE_CASES;
  resolved(PORTS.ApiKeys, [em], (root) => mikroOrmApiKeys(root));
  resolved(PORTS.IdempotentAnswers, [em], (root) => mikroOrmIdempotentAnswers(root));
  resolved(PORTS.WebhookEndpoints, [em], (root) => mikroOrmWebhookEndpoints(root));
  resolved(PORTS.WebhookSender, [PORTS.WebhookEndpoints, config], (endpoints, settings) =>
    webhookSender({ endpoints, allowPrivateReceivers: settings.WEBHOOK_ALLOW_PRIVATE_RECEIVERS }),
  );
  resolved(U.IssueApiKey, [PORTS.ApiKeys, PORTS.Secrets, clock], (apiKeys, secrets, now) =>
    makeIssueApiKey({ apiKeys, secrets, clock: now }),
  );
  resolved(U.AuthenticateApiKey, [PORTS.ApiKeys, PORTS.Secrets, clock, PORTS.RateLimiter], (apiKeys, secrets, now, limiter) =>
    makeAuthenticateApiKey({ apiKeys, secrets, clock: now, limiter }),
  );
  resolved(U.RevokeApiKey, [PORTS.ApiKeys, PORTS.Secrets, clock], (apiKeys, secrets, now) =>
    makeRevokeApiKey({ apiKeys, secrets, clock: now }),
  );
  resolved(U.Idempotently, [PORTS.IdempotentAnswers, clock], (answers, now) => makeIdempotently({ answers, clock: now }));
  resolved(
    U.RegisterWebhook,
    [PORTS.WebhookEndpoints, PORTS.WebhookSender, PORTS.Secrets, config],
    (endpoints, sender, secrets, settings) =>
      makeRegisterWebhook({ endpoints, sender, secrets, allowPrivateReceivers: settings.WEBHOOK_ALLOW_PRIVATE_RECEIVERS }),
  );
  resolved(U.ListWebhooks, [PORTS.WebhookEndpoints], (endpoints) => makeListWebhooks({ endpoints }));
  resolved(U.RemoveWebhook, [PORTS.WebhookEndpoints], (endpoints) => makeRemoveWebhook({ endpoints }));
  resolved(U.ListApiKeys, [PORTS.ApiKeys], (apiKeys) => makeListApiKeys({ apiKeys }));
  resolved(U.QuoteHistory, [PORTS.Quotes, PORTS.AdminReadModel], (quotes, readModel) => makeQuoteHistory({ quotes, readModel }));
  resolved(U.QuoteForAccount, [U.CreateQuote, U.PriceQuote, U.SaveContact], (createQuote, priceQuote, saveContact) =>
    makeQuoteForAccount({ createQuote, priceQuote, saveContact }),
  );
  record(SERVICE_PARTS.Api, {
    quoteForAccount: U.QuoteForAccount,
    issueKey: U.IssueApiKey,
    authenticate: U.AuthenticateApiKey,
    revoke: U.RevokeApiKey,
    idempotently: U.Idempotently,
    registerWebhook: U.RegisterWebhook,
    listWebhooks: U.ListWebhooks,
    removeWebhook: U.RemoveWebhook,
    listKeys: U.ListApiKeys,
    quoteHistory: U.QuoteHistory,
    listQuotes: U.ListAccountQuotes,
    quoteKey: U.CompanyQuoteKey,
    vehicles: PORTS.VehicleCatalogue,
  });
});
