import { localAddressSearch } from '../adapters/addresses/local-address-search.ts';
import { loadEmissionFactors } from '../adapters/emissions/co2e-factors.ts';
import { addressSuggestionsProxy } from '../adapters/partners/address-suggestions-proxy.ts';
import { ptvRouting } from '../adapters/partners/ptv-routing.ts';
import { ugoGateway } from '../adapters/partners/ugo-gateway.ts';
import { vehicleTypesProxy } from '../adapters/partners/vehicle-types-proxy.ts';
import { mikroOrmPricingTables } from '../adapters/persistence/repositories/pricing-tables.ts';
import { sqlQuoteAdmission } from '../adapters/persistence/repositories/quote-admission.ts';
import { mikroOrmQuoteRepository } from '../adapters/persistence/repositories/quote-repository.ts';
import { localPriorityGateway } from '../adapters/priority-offer/local-priority-gateway.ts';
import { localRouting } from '../adapters/routing/local-routing.ts';
import { loadStandardVatRates } from '../adapters/tax/eu-vat-rates.ts';
import { resilientVatNumberRegistry, unverifiedVatNumbers } from '../adapters/tax/vat-number-registry.ts';
import { localVehicleAdvisor } from '../adapters/vehicles/local-vehicle-advisor.ts';
import { loadGroupageLimit } from '../adapters/vehicles/groupage-limit.ts';
import { loadVehicleCatalogue } from '../adapters/vehicles/vehicle-catalogue.ts';
import { makeAdviseVehicles } from '../application/advise-vehicles.ts';
import { makeCheckReadiness } from '../application/check-readiness.ts';
import { makeConfirmOffer } from '../application/confirm-offer.ts';
import { makeCreateQuote } from '../application/create-quote.ts';
import { makePriceQuote } from '../application/price-quote.ts';
import { makeOpenQuoteLink } from '../application/quote-link.ts';
import { makeReadContact } from '../application/read-contact.ts';
import { makeRepriceQuote } from '../application/reprice-quote.ts';
import { makeRequestCallback } from '../application/request-callback.ts';
import { makeSaveContact } from '../application/save-contact.ts';
import { makeSearchAddresses } from '../application/search-addresses.ts';
import { featureModule } from './binding.ts';
import { GIVEN, PORTS, USE_CASES, SERVICE_PARTS } from './tokens.ts';

/** How long a quote may wait on VIES for a buyer's VAT number before it is "not verified". */
const VIES_TIMEOUT_MS = 3_000;
/** How soon a replaced pricing table is in force. */
const PRICING_REFRESH_MS = 60_000;
const READINESS_TIMEOUT_MS = 2_000;

/** The quote tool: the quotes and what prices them (routing, the partners, the pricing tables, VAT, CO2e), the places, the vehicles, and its use cases. */
export const quotesModule = featureModule(({ given, resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock, Logger: logger, Outbox: outbox, Database: database } = GIVEN;
  const U = USE_CASES;
  resolved(PORTS.Quotes, [em], (root) => mikroOrmQuoteRepository(root));
  resolved(PORTS.QuoteAdmission, [em], (root) => sqlQuoteAdmission(root));
  resolved(PORTS.PricingTables, [em], (root) => mikroOrmPricingTables(root, { refreshMs: PRICING_REFRESH_MS }));
  // The gazetteer in memory, for suggestions (unless the partner serves them) and typed addresses.
  resolved(PORTS.Gazetteer, [em], (root) => localAddressSearch(root));
  resolved(PORTS.AddressSearch, [config, PORTS.Gazetteer], (settings, gazetteer) =>
    settings.ADDRESS_SUGGESTIONS_URL ? addressSuggestionsProxy(settings.ADDRESS_SUGGESTIONS_URL) : gazetteer,
  );
  // Typed addresses are always found in the gazetteer: the address partner has no lookup by name.
  resolved(PORTS.PlaceResolver, [PORTS.Gazetteer], (gazetteer) => gazetteer);
  resolved(PORTS.FallbackRouting, [config], (settings) =>
    localRouting({ roadFactor: settings.LOCAL_ROAD_FACTOR, averageSpeedKmh: settings.LOCAL_AVERAGE_SPEED_KMH }),
  );
  resolved(PORTS.Routing, [config, PORTS.FallbackRouting], (settings, crowFlies) =>
    settings.PTV_ROUTE_URL ? ptvRouting(settings.PTV_ROUTE_URL) : crowFlies,
  );
  resolved(PORTS.PriorityGateway, [config, clock, PORTS.PricingTables], (settings, now, tables) =>
    settings.UGO_GATEWAY_URL
      ? ugoGateway(settings.UGO_GATEWAY_URL, now)
      : localPriorityGateway(tables, { markup: settings.LOCAL_PRIORITY_MARKUP, baseFee: settings.LOCAL_PRIORITY_BASE_FEE }),
  );
  given(PORTS.VehicleCatalogue, loadVehicleCatalogue());
  given(PORTS.VatRates, loadStandardVatRates());
  given(PORTS.EmissionFactors, loadEmissionFactors());
  given(PORTS.GroupageLimit, loadGroupageLimit());
  given(PORTS.VatNumbers, resilientVatNumberRegistry(unverifiedVatNumbers, { timeoutMs: VIES_TIMEOUT_MS }));
  resolved(PORTS.VehicleAdvisor, [config, PORTS.VehicleCatalogue], (settings, catalogue) =>
    settings.VEHICLE_TYPES_URL ? vehicleTypesProxy(settings.VEHICLE_TYPES_URL) : localVehicleAdvisor(catalogue),
  );
  resolved(U.CheckReadiness, [database], (health) => makeCheckReadiness({ database: health, timeoutMs: READINESS_TIMEOUT_MS }));
  resolved(
    U.CreateQuote,
    [config, PORTS.VehicleCatalogue, PORTS.QuoteAdmission, PORTS.PlaceResolver, clock, PORTS.Secrets],
    (settings, vehicles, admission, places, now, secrets) =>
      makeCreateQuote({ vehicles, admission, places, clock: now, secrets, limit: settings.QUOTE_RATE_LIMIT }),
  );
  resolved(
    U.PriceQuote,
    [
      PORTS.Quotes,
      PORTS.Routing,
      PORTS.FallbackRouting,
      PORTS.PriorityGateway,
      PORTS.PricingTables,
      PORTS.VatRates,
      PORTS.EmissionFactors,
      PORTS.VatNumbers,
      logger,
      PORTS.VehicleCatalogue,
      PORTS.GroupageLimit,
    ],
    (
      quotes,
      routing,
      fallbackRouting,
      priorityGateway,
      pricingTables,
      vatRates,
      emissionFactors,
      vatNumbers,
      log,
      vehicles,
      groupageLimit,
    ) =>
      makePriceQuote({
        vehicles,
        groupageLimit,
        quotes,
        routing,
        fallbackRouting,
        priorityGateway,
        pricingTables,
        vatRates,
        emissionFactors,
        vatNumbers,
        logger: log,
      }),
  );
  resolved(U.SaveContact, [PORTS.Quotes], (quotes) => makeSaveContact({ quotes }));
  resolved(U.ReadContact, [PORTS.Quotes], (quotes) => makeReadContact({ quotes }));
  resolved(U.OpenQuoteLink, [PORTS.Quotes, PORTS.Secrets, clock], (quotes, secrets, now) =>
    makeOpenQuoteLink({ quotes, secrets, clock: now }),
  );
  resolved(
    U.ConfirmOffer,
    [PORTS.Quotes, clock, outbox, PORTS.Secrets, config, PORTS.WebhookEndpoints],
    (quotes, now, box, secrets, settings, webhooks) =>
      makeConfirmOffer({ quotes, clock: now, outbox: box, secrets, siteUrl: settings.SITE_URL, webhooks }),
  );
  resolved(
    U.RepriceQuote,
    [PORTS.Quotes, clock, U.CreateQuote, U.PriceQuote, U.SaveContact],
    (quotes, now, createQuote, priceQuote, saveContact) => makeRepriceQuote({ quotes, clock: now, createQuote, priceQuote, saveContact }),
  );
  resolved(U.RequestCallback, [PORTS.Quotes, clock, outbox], (quotes, now, box) =>
    makeRequestCallback({ quotes, clock: now, outbox: box }),
  );
  resolved(U.SearchAddresses, [PORTS.AddressSearch, logger, database], (addresses, log, health) =>
    makeSearchAddresses({ addresses, logger: log, isOutage: (error) => health.isOutage(error) }),
  );
  resolved(U.AdviseVehicles, [PORTS.VehicleAdvisor, logger], (advisor, log) => makeAdviseVehicles({ advisor, logger: log }));
  record(SERVICE_PARTS.QuoteTool, {
    createQuote: U.CreateQuote,
    priceQuote: U.PriceQuote,
    saveContact: U.SaveContact,
    readContact: U.ReadContact,
    followTransport: U.FollowTransport,
    followAsConsignee: U.FollowAsConsignee,
    watchTransport: U.WatchTransport,
    openQuoteLink: U.OpenQuoteLink,
    confirmOffer: U.ConfirmOffer,
    repriceQuote: U.RepriceQuote,
    requestCallback: U.RequestCallback,
    searchAddresses: U.SearchAddresses,
    adviseVehicles: U.AdviseVehicles,
    submitLead: U.SubmitLead,
    checkReadiness: U.CheckReadiness,
  });
});
