import { Container } from 'inversify';
import { wallClockAt } from './domain/shipment/local-time.ts';
import { earliestPickupSlot } from './domain/shipment/pickup-rule.ts';
import { liveSiteLinks } from './site-links.ts';
import type { AddressSearch, PlaceResolver } from './ports/address-search.ts';
import type { Clock } from './ports/clock.ts';
import type { DatabaseHealth } from './ports/database-health.ts';
import type { Logger } from './ports/logger.ts';
import type { PricingTables } from './ports/pricing-tables.ts';
import type { PriorityOfferGateway } from './ports/priority-offer-gateway.ts';
import type { QuoteRepository } from './ports/quote-repository.ts';
import type { RoutingService } from './ports/routing-service.ts';
import type { VehicleAdvisor } from './ports/vehicle-advisor.ts';
import { makeAdviseVehicles } from './application/advise-vehicles.ts';
import type { AdminServices, ApplicationServices, OperationServices, QuoteServices } from './application/application-services.ts';
import { makeCheckReadiness } from './application/check-readiness.ts';
import { makeConfirmOffer } from './application/confirm-offer.ts';
import { makeCreateQuote } from './application/create-quote.ts';
import { makeRepriceQuote } from './application/reprice-quote.ts';
import { makeReadContact } from './application/read-contact.ts';
import { makePriceQuote } from './application/price-quote.ts';
import { makeRequestCallback } from './application/request-callback.ts';
import { makeSaveContact } from './application/save-contact.ts';
import { makeSearchAddresses } from './application/search-addresses.ts';
import { localAddressSearch } from './adapters/addresses/local-address-search.ts';
import { systemClock } from './adapters/clock/system-clock.ts';
import { openDatabase, type Database } from './adapters/persistence/database.ts';
import { mikroOrmPricingTables } from './adapters/persistence/repositories/pricing-tables.ts';
import { mikroOrmQuoteRepository } from './adapters/persistence/repositories/quote-repository.ts';
import { localPriorityGateway } from './adapters/priority-offer/local-priority-gateway.ts';
import { addressSuggestionsProxy } from './adapters/partners/address-suggestions-proxy.ts';
import { ptvRouting } from './adapters/partners/ptv-routing.ts';
import { ugoGateway } from './adapters/partners/ugo-gateway.ts';
import { vehicleTypesProxy } from './adapters/partners/vehicle-types-proxy.ts';
import { localRouting } from './adapters/routing/local-routing.ts';
import { localVehicleAdvisor } from './adapters/vehicles/local-vehicle-advisor.ts';
import { loadVehicleCatalogue } from './adapters/vehicles/vehicle-catalogue.ts';
import type { Config } from './config.ts';
import { v7 as uuidv7 } from 'uuid';
import { makeSubmitLead } from './application/submit-lead.ts';
import { mikroOrmLeadRepository } from './adapters/persistence/repositories/lead-repository.ts';
import { sqlPersonalDataStore } from './adapters/persistence/repositories/personal-data.ts';
import { sqlRateLimiter } from './adapters/persistence/repositories/rate-limiter.ts';
import {
  makeErasePersonalData,
  makeExportPersonalData,
  makePurgeExpiredPersonalData,
  type PurgeExpiredPersonalData,
} from './application/admin/personal-data.ts';
import type { PersonalDataStore } from './ports/personal-data.ts';
import { makeAuthenticateStaff, makeLogOut } from './application/admin/authenticate-staff.ts';
import { makeChangeLeadStatus } from './application/admin/change-lead-status.ts';
import { makeLogIn } from './application/admin/log-in.ts';
import { makeSetStaffPassword } from './application/admin/set-staff-password.ts';
import { makeViewDashboard } from './application/admin/view-dashboard.ts';
import { argon2Hasher } from './adapters/security/argon2-hasher.ts';
import { nodeSecrets } from './adapters/security/node-secrets.ts';
import { sqlAdminReadModel, sqlLeadStatusLog } from './adapters/persistence/staff/admin-read-model.ts';
import { mikroOrmStaffAccounts, mikroOrmStaffSessions } from './adapters/persistence/staff/staff-repositories.ts';
import path from 'node:path';
import type { Outbox } from './ports/outbox.ts';
import type { RateLimiter } from './ports/rate-limiter.ts';
import type { Mailer } from './ports/mailer.ts';
import { fileMailer } from './adapters/mail/file-mailer.ts';
import { smtpMailer } from './adapters/mail/smtp-mailer.ts';
import { outboxAdmin, outboxStore } from './adapters/outbox/outbox-store.ts';
import { type OutboxWorker, startOutboxWorker } from './adapters/outbox/outbox-worker.ts';

// The composition root: the one place that knows which adapter serves which port.
// Nothing outside this file imports inversify.

/** A binding's name, carrying the type bound to it: `get(PORTS.Clock)` is a Clock. */
type Port<T> = symbol & { readonly bound?: T };
const port = <T>(name: string) => Symbol(name) as Port<T>;

const PORTS = {
  Logger: port<Logger>('Logger'),
  Clock: port<Clock>('Clock'),
  DatabaseHealth: port<DatabaseHealth>('DatabaseHealth'),
  Quotes: port<QuoteRepository>('QuoteRepository'),
  PricingTables: port<PricingTables>('PricingTables'),
  Routing: port<RoutingService>('RoutingService'),
  FallbackRouting: port<RoutingService>('FallbackRouting'),
  PriorityGateway: port<PriorityOfferGateway>('PriorityOfferGateway'),
  VehicleAdvisor: port<VehicleAdvisor>('VehicleAdvisor'),
  AddressSearch: port<AddressSearch>('AddressSearch'),
  PlaceResolver: port<PlaceResolver>('PlaceResolver'),
  RateLimiter: port<RateLimiter>('RateLimiter'),
  Outbox: port<Outbox>('Outbox'),
  Services: port<ApplicationServices>('ApplicationServices'),
};

type Get = <T>(port: Port<T>) => T;

/** Binds each port to a value, or to a value built from other ports fetched by name. */
function bindings(container: Container) {
  return {
    value<T>(name: Port<T>, value: T) {
      container.bind<T>(name).toConstantValue(value);
    },
    built<T>(name: Port<T>, build: (get: Get) => T) {
      container.bind<T>(name).toDynamicValue((context) => build((wanted) => context.get(wanted)));
    },
  };
}

const READINESS_TIMEOUT_MS = 2_000;
/** How soon a replaced pricing table is in force. */
const PRICING_REFRESH_MS = 60_000;

export interface Composition {
  services: ApplicationServices;
  database: Database;
  /** Starts delivering the outbox in this process (main does; most tests do not). */
  startOutbox(): OutboxWorker;
  /** The retention job, once: what is past its period is deleted or anonymised. */
  runRetention(): ReturnType<PurgeExpiredPersonalData>;
  /** Runs the retention job now and then once a day in this process (main does). */
  startRetention(): void;
  /** Reads the reference data kept in memory now rather than on first use (main does). */
  warmUp(): Promise<void>;
  dispose(): Promise<void>;
}

function operationServices(get: Get, { mailDestination }: Pick<OperationServices, 'mailDestination'>): OperationServices {
  const health = get(PORTS.DatabaseHealth);
  return {
    logger: get(PORTS.Logger),
    isServiceUnavailable: (error) => health.isOutage(error),
    checkReadiness: makeCheckReadiness({ database: health, timeoutMs: READINESS_TIMEOUT_MS }),
    outboxWake: () => get(PORTS.Outbox).wake(),
    mailDestination,
  };
}

/** The quote tool's use cases over their ports. */
function quoteServices(get: Get, config: Config): QuoteServices {
  const quotes = get(PORTS.Quotes);
  const clock = get(PORTS.Clock);
  const logger = get(PORTS.Logger);
  const outbox = get(PORTS.Outbox);
  const health = get(PORTS.DatabaseHealth);
  const createQuote = makeCreateQuote({
    quotes,
    places: get(PORTS.PlaceResolver),
    clock,
    secrets: nodeSecrets,
    limit: config.QUOTE_RATE_LIMIT,
  });
  const priceQuote = makePriceQuote({
    quotes,
    routing: get(PORTS.Routing),
    fallbackRouting: get(PORTS.FallbackRouting),
    priorityGateway: get(PORTS.PriorityGateway),
    pricingTables: get(PORTS.PricingTables),
    logger,
  });
  const saveContact = makeSaveContact({ quotes });
  return {
    createQuote,
    priceQuote,
    saveContact,
    readContact: makeReadContact({ quotes }),
    confirmOffer: makeConfirmOffer({ quotes, clock, outbox }),
    repriceQuote: makeRepriceQuote({ quotes, clock, createQuote, priceQuote, saveContact }),
    requestCallback: makeRequestCallback({ quotes, clock, outbox }),
    searchAddresses: makeSearchAddresses({ addresses: get(PORTS.AddressSearch), logger, isOutage: (error) => health.isOutage(error) }),
    adviseVehicles: makeAdviseVehicles({ advisor: get(PORTS.VehicleAdvisor), logger }),
    today: () => wallClockAt(clock.now()).date,
    earliestPickup: () => earliestPickupSlot(clock.now()),
  };
}

/** The back office's use cases over their adapters. */
function adminServices(em: Database['orm']['em'], clock: Clock, personalData: PersonalDataStore, mailer: () => Mailer): AdminServices {
  const accounts = mikroOrmStaffAccounts(em);
  const sessions = mikroOrmStaffSessions(em);
  const readModel = sqlAdminReadModel(em);
  const secrets = nodeSecrets;
  return {
    logIn: makeLogIn({ accounts, sessions, limiter: sqlRateLimiter(em, clock), hasher: argon2Hasher, secrets, clock }),
    logOut: makeLogOut({ sessions, secrets }),
    authenticate: makeAuthenticateStaff({ sessions, secrets, clock }),
    setPassword: makeSetStaffPassword({ accounts, sessions, hasher: argon2Hasher, secrets }),
    staffCount: () => accounts.count(),
    viewDashboard: makeViewDashboard({ readModel, clock }),
    readModel,
    changeLeadStatus: makeChangeLeadStatus({ readModel, log: sqlLeadStatusLog(em) }),
    outbox: outboxAdmin(em),
    exportPersonalData: makeExportPersonalData({ store: personalData }),
    erasePersonalData: makeErasePersonalData({
      store: personalData,
      clock,
      mailer: { forget: (ids) => mailer().forget?.(ids) ?? Promise.resolve() },
    }),
  };
}

/**
 * `tool`: a program run from the terminal (seed, admin): it shares the embedded server of a
 * running app rather than refusing to start beside it, and its statements have no time limit.
 */
export async function compose(config: Config, logger: Logger, clock: Clock = systemClock, { tool = false } = {}): Promise<Composition> {
  const siteLinks = liveSiteLinks(config.SITE_LINKS_FILE, (error) =>
    logger.warn('the links file is not valid: the last good links stay', { error: String(error) }),
  );
  const database = await openDatabase(
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      joinEmbedded: tool,
      timeouts: tool ? undefined : { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
    },
    logger,
  );
  const em = database.orm.em;
  const limiter = sqlRateLimiter(em, clock);
  const personalData = sqlPersonalDataStore(em);
  let retentionTimer: NodeJS.Timeout | undefined;
  // The start-up reads and the retention job run beside the requests: the pool is closed only once
  // they are done (a pool closed under a connection being opened never finishes closing).
  const background = new Set<Promise<unknown>>();
  const inBackground = <T>(work: Promise<T>): Promise<T> => {
    background.add(work);
    void work.finally(() => background.delete(work)).catch(() => undefined);
    return work;
  };
  const retentionDays = {
    unconfirmedQuotes: config.RETENTION_UNCONFIRMED_QUOTES_DAYS,
    leads: config.RETENTION_LEADS_DAYS,
    emails: config.RETENTION_EMAILS_DAYS,
  };
  const purgeExpired = makePurgeExpiredPersonalData({ store: personalData, clock, days: retentionDays });
  let worker: OutboxWorker | undefined;
  let chosenMailer: Mailer | undefined;
  const mailer = () => (chosenMailer ??= config.SMTP_URL ? smtpMailer(config.SMTP_URL) : fileMailer(path.join(config.DATA_DIR, 'mail')));
  const outbox: Outbox = { wake: () => worker?.poke() };

  const container = new Container({ defaultScope: 'Singleton' });
  const bind = bindings(container);
  bind.value(PORTS.Logger, logger);
  bind.value(PORTS.Clock, clock);
  bind.value(PORTS.DatabaseHealth, database);
  bind.value(PORTS.Quotes, mikroOrmQuoteRepository(em));
  bind.value(PORTS.PricingTables, mikroOrmPricingTables(em, { refreshMs: PRICING_REFRESH_MS }));
  bind.value(PORTS.RateLimiter, limiter);
  bind.value(PORTS.Outbox, outbox);
  // The gazetteer in memory, for suggestions (unless the partner serves them) and typed addresses.
  const gazetteer = localAddressSearch(em);
  // Each partner port: the real adapter when its URL is configured, else the local one.
  bind.value(PORTS.AddressSearch, config.ADDRESS_SUGGESTIONS_URL ? addressSuggestionsProxy(config.ADDRESS_SUGGESTIONS_URL) : gazetteer);
  // Typed addresses are always found in the gazetteer: the address partner has no lookup by name.
  bind.value(PORTS.PlaceResolver, gazetteer);
  const crowFlies = localRouting({ roadFactor: config.LOCAL_ROAD_FACTOR, averageSpeedKmh: config.LOCAL_AVERAGE_SPEED_KMH });
  bind.value(PORTS.FallbackRouting, crowFlies);
  bind.value(PORTS.Routing, config.PTV_ROUTE_URL ? ptvRouting(config.PTV_ROUTE_URL) : crowFlies);
  bind.built(PORTS.PriorityGateway, (get) =>
    config.UGO_GATEWAY_URL
      ? ugoGateway(config.UGO_GATEWAY_URL, get(PORTS.Clock))
      : localPriorityGateway(get(PORTS.PricingTables), { markup: config.LOCAL_PRIORITY_MARKUP, baseFee: config.LOCAL_PRIORITY_BASE_FEE }),
  );
  bind.value(
    PORTS.VehicleAdvisor,
    config.VEHICLE_TYPES_URL ? vehicleTypesProxy(config.VEHICLE_TYPES_URL) : localVehicleAdvisor(loadVehicleCatalogue()),
  );
  bind.built(PORTS.Services, (get) => ({
    ...operationServices(get, { mailDestination: () => mailer().destination }),
    ...quoteServices(get, config),
    submitLead: makeSubmitLead({
      leads: mikroOrmLeadRepository(em),
      limiter: get(PORTS.RateLimiter),
      outbox: get(PORTS.Outbox),
      clock: get(PORTS.Clock),
      secrets: nodeSecrets,
      newId: () => uuidv7(),
    }),
    site: {
      url: config.SITE_URL.replace(/\/$/, ''),
      supportEmail: config.SUPPORT_EMAIL,
      supportPhone: config.SUPPORT_PHONE,
      get links() {
        return siteLinks();
      },
      retention: retentionDays,
    },
    admin: adminServices(em, get(PORTS.Clock), personalData, mailer),
  }));

  return {
    services: container.get<ApplicationServices>(PORTS.Services),
    database,
    async warmUp() {
      try {
        await inBackground(gazetteer.preload());
      } catch (error) {
        // Not fatal: the first search reads it then.
        logger.warn('the gazetteer could not be read at start', { error: String(error) });
      }
    },
    startOutbox() {
      logger.info(config.SMTP_URL ? 'emails go to the SMTP server' : 'no SMTP_URL: emails are written as .eml files', {
        destination: mailer().destination,
      });
      worker = startOutboxWorker({
        store: outboxStore(em),
        mailer: mailer(),
        logger,
        from: config.MAIL_FROM,
        agentEmail: config.AGENT_EMAIL,
        agentLanguage: config.AGENT_LANGUAGE,
        pollMs: config.OUTBOX_POLL_MS,
        maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
        initialDelayMs: config.OUTBOX_RETRY_INITIAL_MS,
        maxDelayMs: config.OUTBOX_RETRY_MAX_MS,
        sendTimeoutMs: 15_000,
        leaseMs: config.OUTBOX_LEASE_MS,
      });
      return worker;
    },
    runRetention: purgeExpired,
    startRetention() {
      const run = () =>
        inBackground(purgeExpired()).then(
          (outcome) => logger.info('retention job done', outcome),
          (error: unknown) => logger.warn('retention job failed, next run tomorrow', { error: String(error) }),
        );
      void run();
      retentionTimer = setInterval(run, 24 * 60 * 60 * 1000);
      retentionTimer.unref();
    },
    async dispose() {
      clearInterval(retentionTimer);
      await worker?.stop();
      chosenMailer?.close?.();
      await Promise.allSettled(background);
      await database.close();
    },
  };
}
