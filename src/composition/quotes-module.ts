import { localAddressSearch } from '../adapters/addresses/local-address-search.ts';
import { loadEmissionFactors } from '../adapters/emissions/co2e-factors.ts';
import { addressSuggestionsProxy } from '../adapters/partners/address-suggestions-proxy.ts';
import { ptvRouting } from '../adapters/partners/ptv-routing.ts';
import { ugoGateway } from '../adapters/partners/ugo-gateway.ts';
import { vehicleTypesProxy } from '../adapters/partners/vehicle-types-proxy.ts';
import { mikroOrmPricingTables } from '../adapters/persistence/repositories/pricing-tables.ts';
import { sqlQuoteAdmission } from '../adapters/persistence/repositories/quote-admission.ts';
import { mikroOrmQuoteRepository } from '../adapters/persistence/repositories/quote-repository.ts';
import { justCreatedQuotes, pricingFromMemory } from '../adapters/persistence/repositories/just-created-quotes.ts';
import { localPriorityGateway } from '../adapters/priority-offer/local-priority-gateway.ts';
import { estimatedRouting } from '../adapters/routing/estimated-routing.ts';
import { loadRoadTable } from '../adapters/routing/road-table.ts';
import { loadCountryGrid, loadFrenchRegionGrid } from '../adapters/routing/country-grid.ts';
import { osrmRouting } from '../adapters/partners/osrm-routing.ts';
import { loadStandardVatRates } from '../adapters/tax/eu-vat-rates.ts';
import { resilientVatNumberRegistry, unverifiedVatNumbers } from '../adapters/tax/vat-number-registry.ts';
import { localVehicleAdvisor } from '../adapters/vehicles/local-vehicle-advisor.ts';
import { loadGroupageLimit } from '../adapters/vehicles/groupage-limit.ts';
import { type CatalogueVehicle, loadVehicleCatalogue } from '../adapters/vehicles/vehicle-catalogue.ts';
import { AdviseVehicles, makeAdviseVehicles } from '../application/advise-vehicles.ts';
import { CheckReadiness, makeCheckReadiness } from '../application/check-readiness.ts';
import { ConfirmOffer, makeConfirmOffer } from '../application/confirm-offer.ts';
import { CreateQuote, makeCreateQuote } from '../application/create-quote.ts';
import { makePriceQuote, PriceQuote } from '../application/price-quote.ts';
import { makeOpenQuoteLink, OpenQuoteLink } from '../application/quote-link.ts';
import { makeReadContact, ReadContact } from '../application/read-contact.ts';
import { makeRepriceQuote, RepriceQuote } from '../application/reprice-quote.ts';
import { makeRequestCallback, RequestCallback } from '../application/request-callback.ts';
import { makeSaveContact, SaveContact } from '../application/save-contact.ts';
import { makeSearchAddresses, SearchAddresses } from '../application/search-addresses.ts';
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';
import { QuoteRepository } from '../ports/quote-repository.ts';
import { AccountBilling } from '../ports/account-billing.ts';
import { QuoteAdmission } from '../ports/rate-limiter.ts';
import { PricingTables } from '../ports/pricing-tables.ts';
import { AddressSearch, PlaceResolver } from '../ports/address-search.ts';
import { FallbackRouting, RoutingService } from '../ports/routing-service.ts';
import { PriorityOfferGateway } from '../ports/priority-offer-gateway.ts';
import { VatNumberRegistry } from '../ports/vat-number-registry.ts';
import { VehicleAdvisor } from '../ports/vehicle-advisor.ts';
import { Secrets } from '../ports/staff-auth.ts';
import { WebhookEndpoints } from '../ports/webhooks.ts';
import { FollowAsConsignee, FollowTransport, WatchTransport } from '../application/transport/follow-transport.ts';
import { SubmitLead } from '../application/submit-lead.ts';
import { type Resolved, token } from '../ports/token.ts';
import type { StandardRates } from '../domain/tax/vat-treatment.ts';
import type { EmissionFactors as EmissionFactorsTable } from '../domain/emissions/offer-emissions.ts';
import type { GroupageLimit as GroupageLimitValue } from '../domain/pricing/groupage.ts';

/** How long a quote may wait on VIES for a buyer's VAT number before it is "not verified". */
const VIES_TIMEOUT_MS = 3_000;
/** How soon a replaced pricing table is in force. */
const PRICING_REFRESH_MS = 60_000;
const READINESS_TIMEOUT_MS = 2_000;

/** The gazetteer in memory (fixtures' places, postal codes and communes). */
export const Gazetteer = token<ReturnType<typeof localAddressSearch>>('Gazetteer');
/** The fleet's vehicle classes and their limits (fixtures/vehicles.json), smallest first. */
export const VehicleCatalogue = token<readonly CatalogueVehicle[]>('VehicleCatalogue');
/** The EU standard VAT rates (fixtures/eu-vat-rates.json). */
export const VatRates = token<StandardRates>('VatRates');
/** The French default greenhouse-gas values (fixtures/co2e-factors.json). */
export const EmissionFactors = token<EmissionFactorsTable>('EmissionFactors');
/** What a shared truck takes (fixtures/groupage-limit.json). */
export const GroupageLimit = token<GroupageLimitValue>('GroupageLimit');

/** The quote tool (spec §4): a quote from its form to the agent's call, its transport followed, the lead forms and readiness. */
const quoteTool = {
  createQuote: CreateQuote,
  priceQuote: PriceQuote,
  saveContact: SaveContact,
  readContact: ReadContact,
  /** a confirmed quote's transport, step by step, for its owner */
  followTransport: FollowTransport,
  /** the receiving site's read-only view by its own link */
  followAsConsignee: FollowAsConsignee,
  /** tells an open transport page of each step */
  watchTransport: WatchTransport,
  /** the owner key a quote's link (the visitor's email) stands for, when its token is right */
  openQuoteLink: OpenQuoteLink,
  confirmOffer: ConfirmOffer,
  repriceQuote: RepriceQuote,
  requestCallback: RequestCallback,
  /** the form's helpers: address suggestions and the advised vehicles */
  searchAddresses: SearchAddresses,
  adviseVehicles: AdviseVehicles,
  submitLead: SubmitLead,
  checkReadiness: CheckReadiness,
};
export type QuoteToolServices = Resolved<typeof quoteTool>;
export const QuoteToolServices = token<QuoteToolServices>('QuoteToolServices');

/** The quote tool: the quotes and what prices them (routing, the partners, the pricing tables, VAT, CO2e), the places, the vehicles, and its use cases. */
export const quotesModule = featureModule(({ given, resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock, Logger: logger, Outbox: outbox, Database: database } = GIVEN;
  resolved(QuoteRepository, [em], (root) => mikroOrmQuoteRepository(root));
  resolved(QuoteAdmission, [em], (root) => sqlQuoteAdmission(root));
  resolved(PricingTables, [em], (root) => mikroOrmPricingTables(root, { refreshMs: PRICING_REFRESH_MS }));
  // The gazetteer in memory, for suggestions (unless the partner serves them) and typed addresses.
  resolved(Gazetteer, [em], (root) => localAddressSearch(root));
  resolved(AddressSearch, [config, Gazetteer], (settings, gazetteer) =>
    settings.ADDRESS_SUGGESTIONS_URL ? addressSuggestionsProxy(settings.ADDRESS_SUGGESTIONS_URL) : gazetteer,
  );
  // Typed addresses are always found in the gazetteer: the address partner has no lookup by name.
  resolved(PlaceResolver, [Gazetteer], (gazetteer) => gazetteer);
  // The road table in memory, read once at start like the gazetteer: the estimate costs no I/O.
  resolved(FallbackRouting, [config], (settings) =>
    estimatedRouting({ table: loadRoadTable(), averageSpeedKmh: settings.LOCAL_AVERAGE_SPEED_KMH }),
  );
  resolved(RoutingService, [config, FallbackRouting], (settings, estimate) =>
    settings.PTV_ROUTE_URL
      ? ptvRouting(settings.PTV_ROUTE_URL)
      : settings.OSRM_URL
        ? osrmRouting(settings.OSRM_URL, settings.LOCAL_AVERAGE_SPEED_KMH)
        : estimate,
  );
  resolved(PriorityOfferGateway, [config, clock, PricingTables], (settings, now, tables) =>
    settings.UGO_GATEWAY_URL
      ? ugoGateway(settings.UGO_GATEWAY_URL, now)
      : localPriorityGateway(tables, { markup: settings.LOCAL_PRIORITY_MARKUP, baseFee: settings.LOCAL_PRIORITY_BASE_FEE }),
  );
  given(VehicleCatalogue, loadVehicleCatalogue());
  given(VatRates, loadStandardVatRates());
  given(EmissionFactors, loadEmissionFactors());
  given(GroupageLimit, loadGroupageLimit());
  given(VatNumberRegistry, resilientVatNumberRegistry(unverifiedVatNumbers, { timeoutMs: VIES_TIMEOUT_MS }));
  resolved(VehicleAdvisor, [config, VehicleCatalogue], (settings, catalogue) =>
    settings.VEHICLE_TYPES_URL ? vehicleTypesProxy(settings.VEHICLE_TYPES_URL) : localVehicleAdvisor(catalogue),
  );
  resolved(CheckReadiness, [database], (health) => makeCheckReadiness({ database: health, timeoutMs: READINESS_TIMEOUT_MS }));
  resolved(
    CreateQuote,
    [config, VehicleCatalogue, QuoteAdmission, PlaceResolver, clock, Secrets, AccountBilling],
    (settings, vehicles, admission, places, now, secrets, billing) =>
      makeCreateQuote({ vehicles, admission, places, clock: now, secrets, limit: settings.QUOTE_RATE_LIMIT, billing }),
  );
  resolved(
    PriceQuote,
    [
      QuoteRepository,
      em,
      RoutingService,
      FallbackRouting,
      PriorityOfferGateway,
      PricingTables,
      VatRates,
      EmissionFactors,
      VatNumberRegistry,
      logger,
      VehicleCatalogue,
      GroupageLimit,
    ],
    (
      quotes,
      root,
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
        // The pricing alone reads a quote stored here a moment ago from memory (ADR 0060).
        quotes: pricingFromMemory(quotes, justCreatedQuotes(root)),
        routing,
        fallbackRouting,
        priorityGateway,
        pricingTables,
        vatRates,
        emissionFactors,
        vatNumbers,
        // The countries a trip crosses, whose traffic bans its promise waits out (ADR 0068).
        countryAt: loadCountryGrid(),
        // The French regions it crosses, whose roads' own bans bind its French part (ADR 0079).
        frenchRegionAt: loadFrenchRegionGrid(),
        logger: log,
      }),
  );
  resolved(SaveContact, [QuoteRepository], (quotes) => makeSaveContact({ quotes }));
  resolved(ReadContact, [QuoteRepository], (quotes) => makeReadContact({ quotes }));
  resolved(OpenQuoteLink, [QuoteRepository, Secrets, clock], (quotes, secrets, now) => makeOpenQuoteLink({ quotes, secrets, clock: now }));
  resolved(
    ConfirmOffer,
    [QuoteRepository, clock, outbox, Secrets, config, WebhookEndpoints],
    (quotes, now, box, secrets, settings, webhooks) =>
      makeConfirmOffer({ quotes, clock: now, outbox: box, secrets, siteUrl: settings.SITE_URL, webhooks }),
  );
  resolved(
    RepriceQuote,
    [QuoteRepository, clock, CreateQuote, PriceQuote, SaveContact],
    (quotes, now, createQuote, priceQuote, saveContact) => makeRepriceQuote({ quotes, clock: now, createQuote, priceQuote, saveContact }),
  );
  resolved(RequestCallback, [QuoteRepository, clock, outbox], (quotes, now, box) =>
    makeRequestCallback({ quotes, clock: now, outbox: box }),
  );
  resolved(SearchAddresses, [AddressSearch, logger, database], (addresses, log, health) =>
    makeSearchAddresses({ addresses, logger: log, isOutage: (error) => health.isOutage(error) }),
  );
  resolved(AdviseVehicles, [VehicleAdvisor, logger], (advisor, log) => makeAdviseVehicles({ advisor, logger: log }));
  record(QuoteToolServices, quoteTool);
});
