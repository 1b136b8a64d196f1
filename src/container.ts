import { Container } from 'inversify';
import { wallClockAt } from './domain/shipment/local-time.ts';
import { earliestPickupSlot } from './domain/shipment/pickup-rule.ts';
import { liveSiteLinks } from './site-links.ts';
import { loadOperatorIdentity } from './operator-identity.ts';
import type { OperatorIdentity } from './domain/operator.ts';
import type { AddressSearch, PlaceResolver } from './ports/address-search.ts';
import type { Clock } from './ports/clock.ts';
import type { Logger } from './ports/logger.ts';
import type { PricingTables } from './ports/pricing-tables.ts';
import type { PriorityOfferGateway } from './ports/priority-offer-gateway.ts';
import type { QuoteRepository } from './ports/quote-repository.ts';
import type { RoutingService } from './ports/routing-service.ts';
import type { VehicleAdvisor } from './ports/vehicle-advisor.ts';
import { makeAdviseVehicles } from './application/advise-vehicles.ts';
import type { ApplicationServices } from './application/application-services.ts';
import type { PublicSite } from './application/public-site.ts';
import { makeCheckReadiness } from './application/check-readiness.ts';
import { makeConfirmOffer } from './application/confirm-offer.ts';
import { makeCreateQuote } from './application/create-quote.ts';
import { makeRepriceQuote } from './application/reprice-quote.ts';
import { makeReadContact } from './application/read-contact.ts';
import { makeOpenQuoteLink } from './application/quote-link.ts';
import { makePriceQuote } from './application/price-quote.ts';
import { makeRequestCallback } from './application/request-callback.ts';
import { makeSaveContact } from './application/save-contact.ts';
import { makeSearchAddresses } from './application/search-addresses.ts';
import { localAddressSearch } from './adapters/addresses/local-address-search.ts';
import { systemClock } from './adapters/clock/system-clock.ts';
import { openDatabase, type Database } from './adapters/persistence/database.ts';
import { mikroOrmPricingTables } from './adapters/persistence/repositories/pricing-tables.ts';
import { sqlQuoteAdmission } from './adapters/persistence/repositories/quote-admission.ts';
import { mikroOrmQuoteRepository } from './adapters/persistence/repositories/quote-repository.ts';
import { localPriorityGateway } from './adapters/priority-offer/local-priority-gateway.ts';
import { addressSuggestionsProxy } from './adapters/partners/address-suggestions-proxy.ts';
import { ptvRouting } from './adapters/partners/ptv-routing.ts';
import { ugoGateway } from './adapters/partners/ugo-gateway.ts';
import { vehicleTypesProxy } from './adapters/partners/vehicle-types-proxy.ts';
import { localRouting } from './adapters/routing/local-routing.ts';
import { localVehicleAdvisor } from './adapters/vehicles/local-vehicle-advisor.ts';
import { type CatalogueVehicle, loadVehicleCatalogue } from './adapters/vehicles/vehicle-catalogue.ts';
import { loadStandardVatRates } from './adapters/tax/eu-vat-rates.ts';
import { loadEmissionFactors } from './adapters/emissions/co2e-factors.ts';
import type { EmissionFactors } from './domain/emissions/offer-emissions.ts';
import { resilientVatNumberRegistry, unverifiedVatNumbers } from './adapters/tax/vat-number-registry.ts';
import type { StandardRates } from './domain/tax/vat-treatment.ts';
import type { VatNumberRegistry } from './ports/vat-number-registry.ts';

/** How long a quote may wait on VIES for a buyer's VAT number before it is "not verified". */
const VIES_TIMEOUT_MS = 3_000;
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
import type { AdminReadModel, LeadStatusLog, OutboxAdmin } from './ports/admin-read-model.ts';
import type { LeadRepository } from './ports/lead-repository.ts';
import type { PasswordHasher, Secrets, StaffAccounts, StaffSessions } from './ports/staff-auth.ts';
import { makeAuthenticateStaff, makeLogOut } from './application/admin/authenticate-staff.ts';
import { makeChangeLeadStatus } from './application/admin/change-lead-status.ts';
import { type MoveTransport, type ViewTransport, makeMoveTransport, makeViewTransport } from './application/transport/move-transport.ts';
import type { TransportLog } from './ports/transport-log.ts';
import {
  type FollowAsConsignee,
  type WatchTransport,
  type FollowTransport,
  makeFollowAsConsignee,
  makeWatchTransport,
  makeFollowTransport,
} from './application/transport/follow-transport.ts';
import { sqlTransportLog } from './adapters/persistence/transport/transport-log.ts';
import { sqlBusinessAccounts } from './adapters/persistence/account/business-accounts.ts';
import { sqlAddressBook } from './adapters/persistence/account/address-book.ts';
import type { AddressBook } from './ports/address-book.ts';
import { type AccountAddresses, makeAccountAddresses } from './application/account/account-addresses.ts';
import { type AccountIntegrations, makeAccountIntegrations } from './application/account/account-integrations.ts';
import { type StatementPdf, makeStatementPdf } from './application/account/statement-pdf.ts';
import {
  type InvitePerson,
  type ListPeople,
  type RemovePerson,
  makeInvitePerson,
  makeListPeople,
  makeRemovePerson,
} from './application/account/account-people.ts';
import type { BusinessAccounts } from './ports/business-accounts.ts';
import {
  type AuthenticateShipper,
  type RequestSignInLink,
  type SignInWithLink,
  type SignOutShipper,
  makeAuthenticateShipper,
  makeRequestSignInLink,
  makeSignInWithLink,
  makeSignOutShipper,
} from './application/account/account-access.ts';
import {
  type BookAgain,
  type ListAccountQuotes,
  type ListAccountTransports,
  type MonthlyStatement,
  makeBookAgain,
  makeListAccountQuotes,
  makeMonthlyStatement,
  makeListAccountTransports,
} from './application/account/account-transports.ts';
import {
  type CountTransportsUnderWay,
  type ViewTransportBoard,
  makeViewTransportBoard,
} from './application/transport/view-transport-board.ts';
import { type DeliveryNotePdf, makeDeliveryNotePdf } from './application/transport/delivery-note.ts';
import { makeLogIn } from './application/admin/log-in.ts';
import { makeSetStaffPassword } from './application/admin/set-staff-password.ts';
import { makeViewDashboard } from './application/admin/view-dashboard.ts';
import { argon2Hasher } from './adapters/security/argon2-hasher.ts';
import { nodeSecrets } from './adapters/security/node-secrets.ts';
import { signingKeys } from './adapters/security/signing-keys.ts';
import { sqlAdminReadModel, sqlLeadStatusLog } from './adapters/persistence/staff/admin-read-model.ts';
import { mikroOrmStaffAccounts, mikroOrmStaffSessions } from './adapters/persistence/staff/staff-repositories.ts';
import path from 'node:path';
import type { Outbox } from './ports/outbox.ts';
import type { QuoteAdmission, RateLimiter } from './ports/rate-limiter.ts';
import type { Mailer } from './ports/mailer.ts';
import { fileMailer } from './adapters/mail/file-mailer.ts';
import { smtpMailer } from './adapters/mail/smtp-mailer.ts';
import { outboxAdmin, outboxStore } from './adapters/outbox/outbox-store.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type OutboxWorker, startOutboxWorker } from './adapters/outbox/outbox-worker.ts';
import { listenToInbox } from './adapters/persistence/inbox-listener.ts';
import { pooledPdfDocuments } from './adapters/documents/pooled-pdf-documents.ts';
import {
  makeOpenSharedDocument,
  makeRenderQuotePdf,
  makeViewQuoteDocument,
  type OpenSharedDocument,
  type RenderQuotePdf,
  type ViewQuoteDocument,
} from './application/quote-document.ts';
import type { QuoteDocumentRenderer } from './ports/quote-document-renderer.ts';
import type { ApiKeys, IdempotentAnswers } from './ports/api-keys.ts';
import { mikroOrmApiKeys, mikroOrmIdempotentAnswers } from './adapters/persistence/repositories/api-keys.ts';
import {
  type AuthenticateApiKey,
  type IssueApiKey,
  makeAuthenticateApiKey,
  makeIssueApiKey,
  makeRevokeApiKey,
  type RevokeApiKey,
} from './application/api/api-access.ts';
import { type Idempotently, makeIdempotently } from './application/api/idempotency.ts';
import { makeRegisterWebhook, type RegisterWebhook } from './application/api/webhooks.ts';
import { makeQuoteHistory, type QuoteHistory } from './application/api/quote-history.ts';
import type { WebhookEndpoints, WebhookSender } from './ports/webhooks.ts';
import { mikroOrmWebhookEndpoints } from './adapters/persistence/repositories/webhook-endpoints.ts';
import { webhookSender } from './adapters/webhooks/webhook-sender.ts';
import { sqlStaffInbox } from './adapters/persistence/staff/staff-inbox.ts';
import { makeRemindOverdueLeads, type RemindOverdueLeads } from './application/admin/remind-overdue-leads.ts';
import { makeViewInbox, type ViewInbox } from './application/admin/view-inbox.ts';
import { languagePrefix } from './domain/language.ts';
import type { CallPromises } from './domain/staff/inbox.ts';
import type { InboxEvents, StaffInbox } from './ports/staff-inbox.ts';

// The composition root: the one place that knows which adapter serves which port. Each port and
// each use case is one binding; the container builds each from the bindings it names, once.
// Nothing outside this file imports inversify.

/** A binding's name, carrying the type bound to it: a Port<Clock> resolves to a Clock. */
type Port<T> = symbol & { readonly bound?: T };
const port = <T>(name: string) => Symbol(name) as Port<T>;

type Gazetteer = ReturnType<typeof localAddressSearch>;

/** What the process gives the container: the settings, the log, the clock, the database. */
const GIVEN = {
  Config: port<Config>('Config'),
  Logger: port<Logger>('Logger'),
  Clock: port<Clock>('Clock'),
  Database: port<Database>('Database'),
  EntityManager: port<EntityManager>('EntityManager'),
  Outbox: port<Outbox>('Outbox'),
  SiteLinks: port<() => PublicSite['links']>('SiteLinks'),
  Operator: port<OperatorIdentity>('Operator'),
};

const PORTS = {
  Quotes: port<QuoteRepository>('QuoteRepository'),
  QuoteAdmission: port<QuoteAdmission>('QuoteAdmission'),
  Leads: port<LeadRepository>('LeadRepository'),
  PricingTables: port<PricingTables>('PricingTables'),
  Routing: port<RoutingService>('RoutingService'),
  FallbackRouting: port<RoutingService>('FallbackRouting'),
  PriorityGateway: port<PriorityOfferGateway>('PriorityOfferGateway'),
  VehicleAdvisor: port<VehicleAdvisor>('VehicleAdvisor'),
  /** the fleet's vehicle classes and their limits (fixtures/vehicles.json), smallest first */
  VehicleCatalogue: port<readonly CatalogueVehicle[]>('VehicleCatalogue'),
  VatRates: port<StandardRates>('VatRates'),
  EmissionFactors: port<EmissionFactors>('EmissionFactors'),
  VatNumbers: port<VatNumberRegistry>('VatNumbers'),
  Gazetteer: port<Gazetteer>('Gazetteer'),
  AddressSearch: port<AddressSearch>('AddressSearch'),
  PlaceResolver: port<PlaceResolver>('PlaceResolver'),
  RateLimiter: port<RateLimiter>('RateLimiter'),
  Mailer: port<Mailer>('Mailer'),
  Secrets: port<Secrets>('Secrets'),
  Hasher: port<PasswordHasher>('PasswordHasher'),
  StaffAccounts: port<StaffAccounts>('StaffAccounts'),
  StaffSessions: port<StaffSessions>('StaffSessions'),
  AdminReadModel: port<AdminReadModel>('AdminReadModel'),
  LeadStatusLog: port<LeadStatusLog>('LeadStatusLog'),
  TransportLog: port<TransportLog>('TransportLog'),
  BusinessAccounts: port<BusinessAccounts>('BusinessAccounts'),
  AddressBook: port<AddressBook>('AddressBook'),
  OutboxAdmin: port<OutboxAdmin>('OutboxAdmin'),
  PersonalData: port<PersonalDataStore>('PersonalDataStore'),
  StaffInbox: port<StaffInbox>('StaffInbox'),
  DocumentRenderer: port<QuoteDocumentRenderer>('QuoteDocumentRenderer'),
  ApiKeys: port<ApiKeys>('ApiKeys'),
  IdempotentAnswers: port<IdempotentAnswers>('IdempotentAnswers'),
  WebhookEndpoints: port<WebhookEndpoints>('WebhookEndpoints'),
  WebhookSender: port<WebhookSender>('WebhookSender'),
  InboxEvents: port<InboxEvents>('InboxEvents'),
};

const USE_CASES = {
  CheckReadiness: port<ReturnType<typeof makeCheckReadiness>>('CheckReadiness'),
  CreateQuote: port<ReturnType<typeof makeCreateQuote>>('CreateQuote'),
  PriceQuote: port<ReturnType<typeof makePriceQuote>>('PriceQuote'),
  SaveContact: port<ReturnType<typeof makeSaveContact>>('SaveContact'),
  ReadContact: port<ReturnType<typeof makeReadContact>>('ReadContact'),
  OpenQuoteLink: port<ReturnType<typeof makeOpenQuoteLink>>('OpenQuoteLink'),
  ConfirmOffer: port<ReturnType<typeof makeConfirmOffer>>('ConfirmOffer'),
  RepriceQuote: port<ReturnType<typeof makeRepriceQuote>>('RepriceQuote'),
  RequestCallback: port<ReturnType<typeof makeRequestCallback>>('RequestCallback'),
  SearchAddresses: port<ReturnType<typeof makeSearchAddresses>>('SearchAddresses'),
  AdviseVehicles: port<ReturnType<typeof makeAdviseVehicles>>('AdviseVehicles'),
  SubmitLead: port<ReturnType<typeof makeSubmitLead>>('SubmitLead'),
  LogIn: port<ReturnType<typeof makeLogIn>>('LogIn'),
  LogOut: port<ReturnType<typeof makeLogOut>>('LogOut'),
  AuthenticateStaff: port<ReturnType<typeof makeAuthenticateStaff>>('AuthenticateStaff'),
  SetStaffPassword: port<ReturnType<typeof makeSetStaffPassword>>('SetStaffPassword'),
  ViewDashboard: port<ReturnType<typeof makeViewDashboard>>('ViewDashboard'),
  ChangeLeadStatus: port<ReturnType<typeof makeChangeLeadStatus>>('ChangeLeadStatus'),
  MoveTransport: port<MoveTransport>('MoveTransport'),
  ViewTransport: port<ViewTransport>('ViewTransport'),
  ViewTransportBoard: port<ViewTransportBoard>('ViewTransportBoard'),
  CountTransportsUnderWay: port<CountTransportsUnderWay>('CountTransportsUnderWay'),
  RequestSignInLink: port<RequestSignInLink>('RequestSignInLink'),
  SignInWithLink: port<SignInWithLink>('SignInWithLink'),
  AuthenticateShipper: port<AuthenticateShipper>('AuthenticateShipper'),
  SignOutShipper: port<SignOutShipper>('SignOutShipper'),
  ListAccountTransports: port<ListAccountTransports>('ListAccountTransports'),
  BookAgain: port<BookAgain>('BookAgain'),
  ListAccountQuotes: port<ListAccountQuotes>('ListAccountQuotes'),
  ListPeople: port<ListPeople>('ListPeople'),
  InvitePerson: port<InvitePerson>('InvitePerson'),
  RemovePerson: port<RemovePerson>('RemovePerson'),
  MonthlyStatement: port<MonthlyStatement>('MonthlyStatement'),
  AccountAddresses: port<AccountAddresses>('AccountAddresses'),
  AccountIntegrations: port<AccountIntegrations>('AccountIntegrations'),
  StatementPdf: port<StatementPdf>('StatementPdf'),
  FollowTransport: port<FollowTransport>('FollowTransport'),
  FollowAsConsignee: port<FollowAsConsignee>('FollowAsConsignee'),
  WatchTransport: port<WatchTransport>('WatchTransport'),
  ExportPersonalData: port<ReturnType<typeof makeExportPersonalData>>('ExportPersonalData'),
  ErasePersonalData: port<ReturnType<typeof makeErasePersonalData>>('ErasePersonalData'),
  PurgeExpiredPersonalData: port<PurgeExpiredPersonalData>('PurgeExpiredPersonalData'),
  ViewInbox: port<ViewInbox>('ViewInbox'),
  ViewQuoteDocument: port<ViewQuoteDocument>('ViewQuoteDocument'),
  RenderQuotePdf: port<RenderQuotePdf>('RenderQuotePdf'),
  DeliveryNotePdf: port<DeliveryNotePdf>('DeliveryNotePdf'),
  OpenSharedDocument: port<OpenSharedDocument>('OpenSharedDocument'),
  IssueApiKey: port<IssueApiKey>('IssueApiKey'),
  AuthenticateApiKey: port<AuthenticateApiKey>('AuthenticateApiKey'),
  RevokeApiKey: port<RevokeApiKey>('RevokeApiKey'),
  Idempotently: port<Idempotently>('Idempotently'),
  RegisterWebhook: port<RegisterWebhook>('RegisterWebhook'),
  QuoteHistory: port<QuoteHistory>('QuoteHistory'),
  RemindOverdueLeads: port<RemindOverdueLeads>('RemindOverdueLeads'),
};

const SERVICES = port<ApplicationServices>('ApplicationServices');

/** The services' parts that are the use cases and read models as bound, by the services' names. */
const SERVICE_PARTS = {
  QuoteTool:
    port<
      Pick<
        ApplicationServices,
        | 'createQuote'
        | 'priceQuote'
        | 'saveContact'
        | 'readContact'
        | 'followTransport'
        | 'followAsConsignee'
        | 'watchTransport'
        | 'openQuoteLink'
        | 'confirmOffer'
        | 'repriceQuote'
        | 'requestCallback'
        | 'searchAddresses'
        | 'adviseVehicles'
        | 'submitLead'
        | 'checkReadiness'
      >
    >('QuoteToolServices'),
  Staff: port<Omit<ApplicationServices['admin'], 'staffCount'>>('StaffServices'),
  QuoteDocuments: port<ApplicationServices['quoteDocuments']>('QuoteDocumentServices'),
  Api: port<ApplicationServices['api']>('ApiServices'),
  ShipperAccount: port<ApplicationServices['shipperAccount']>('ShipperAccountServices'),
};

/** The bindings of one container: a given value, or a value the container resolves from the bindings named. */
function binder(container: Container) {
  return {
    given<T>(name: Port<T>, value: T) {
      container.bind<T>(name).toConstantValue(value);
    },
    resolved<T, A extends unknown[]>(name: Port<T>, dependencies: [...{ [K in keyof A]: Port<A[K]> }], build: (...values: A) => T) {
      container.bind<T>(name).toResolvedValue(build, dependencies as never);
    },
    /** An object whose every property is the value of the binding named under its key. */
    record<T extends object>(name: Port<T>, bindings: { [K in keyof T]-?: Port<T[K]> }) {
      const keys = Object.keys(bindings);
      container
        .bind<T>(name)
        .toResolvedValue(
          (...values: unknown[]) => Object.fromEntries(keys.map((key, index) => [key, values[index]])) as T,
          Object.values(bindings) as never,
        );
    },
  };
}

const READINESS_TIMEOUT_MS = 2_000;
/** How often each instance looks for leads past their promise. */
const REMINDER_CHECK_MS = 60_000;
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
  /** The reminders' check, once: each lead past its promise (and the delay) not yet reminded of is. */
  runReminders(): ReturnType<RemindOverdueLeads>;
  /** Runs that check every minute in this process (main does). */
  startReminders(): void;
  /** Ends the staff pages' event streams (they reconnect to another instance): the first step of a shutdown. */
  endLiveUpdates(): Promise<void>;
  /** Reads the reference data kept in memory now rather than on first use (main does). */
  warmUp(): Promise<void>;
  dispose(): Promise<void>;
}

/** The adapters: each partner port gets the real adapter when its URL is configured, else the local one. */
function bindAdapters({ resolved, given }: ReturnType<typeof binder>) {
  const { Config: config, EntityManager: em, Clock: clock } = GIVEN;
  resolved(PORTS.Quotes, [em], (root) => mikroOrmQuoteRepository(root));
  resolved(PORTS.QuoteAdmission, [em], (root) => sqlQuoteAdmission(root));
  resolved(PORTS.Leads, [em], (root) => mikroOrmLeadRepository(root));
  resolved(PORTS.PricingTables, [em], (root) => mikroOrmPricingTables(root, { refreshMs: PRICING_REFRESH_MS }));
  resolved(PORTS.RateLimiter, [em, clock], (root, now) => sqlRateLimiter(root, now));
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
  given(PORTS.VatNumbers, resilientVatNumberRegistry(unverifiedVatNumbers, { timeoutMs: VIES_TIMEOUT_MS }));
  resolved(PORTS.VehicleAdvisor, [config, PORTS.VehicleCatalogue], (settings, catalogue) =>
    settings.VEHICLE_TYPES_URL ? vehicleTypesProxy(settings.VEHICLE_TYPES_URL) : localVehicleAdvisor(catalogue),
  );
  resolved(PORTS.Mailer, [config], (settings) =>
    settings.SMTP_URL
      ? smtpMailer(settings.SMTP_URL, { replyTimeoutMs: settings.SMTP_REPLY_TIMEOUT_MS })
      : fileMailer(path.join(settings.DATA_DIR, 'mail')),
  );
  resolved(PORTS.Secrets, [config, GIVEN.Logger], (settings, logger) => {
    const keys = signingKeys({
      current: settings.LINK_SIGNING_KEY,
      previous: settings.LINK_SIGNING_KEY_PREVIOUS,
      dataDir: settings.DATA_DIR,
    });
    // On a server database several hosts may serve the site: each must sign with the same key.
    // The embedded database has one host, whose DATA_DIR keeps the key.
    if (keys.source === 'file' && settings.NODE_ENV === 'production' && settings.DATABASE_URL)
      logger.warn('LINK_SIGNING_KEY is not set: quote links are signed with a key kept in DATA_DIR, valid on this host only');
    return nodeSecrets(keys);
  });
  given(PORTS.Hasher, argon2Hasher);
  resolved(PORTS.StaffAccounts, [em], (root) => mikroOrmStaffAccounts(root));
  resolved(PORTS.StaffSessions, [em], (root) => mikroOrmStaffSessions(root));
  resolved(PORTS.AdminReadModel, [em], (root) => sqlAdminReadModel(root));
  resolved(PORTS.LeadStatusLog, [em], (root) => sqlLeadStatusLog(root));
  resolved(PORTS.TransportLog, [em], (root) => sqlTransportLog(root));
  resolved(PORTS.BusinessAccounts, [em], (root) => sqlBusinessAccounts(root));
  resolved(PORTS.AddressBook, [em], (root) => sqlAddressBook(root));
  resolved(PORTS.OutboxAdmin, [em], (root) => outboxAdmin(root));
  resolved(PORTS.PersonalData, [em], (root) => sqlPersonalDataStore(root));
  resolved(PORTS.StaffInbox, [em], (root) => sqlStaffInbox(root));
  resolved(PORTS.ApiKeys, [em], (root) => mikroOrmApiKeys(root));
  resolved(PORTS.IdempotentAnswers, [em], (root) => mikroOrmIdempotentAnswers(root));
  resolved(PORTS.WebhookEndpoints, [em], (root) => mikroOrmWebhookEndpoints(root));
  resolved(PORTS.WebhookSender, [PORTS.WebhookEndpoints, config], (endpoints, settings) =>
    webhookSender({ endpoints, allowPrivateReceivers: settings.WEBHOOK_ALLOW_PRIVATE_RECEIVERS }),
  );
  resolved(PORTS.InboxEvents, [GIVEN.Database, GIVEN.Logger], (database, logger) => listenToInbox(database.url, logger));
}

/** The use cases, each over the ports it names. */
function bindUseCases({ resolved }: ReturnType<typeof binder>) {
  const { Config: config, Clock: clock, Logger: logger, Outbox: outbox, Database: database } = GIVEN;
  const U = USE_CASES;
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
    ],
    (quotes, routing, fallbackRouting, priorityGateway, pricingTables, vatRates, emissionFactors, vatNumbers, log) =>
      makePriceQuote({
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
  resolved(U.SubmitLead, [PORTS.Leads, PORTS.RateLimiter, outbox, clock, PORTS.Secrets], (leads, limiter, box, now, secrets) =>
    makeSubmitLead({ leads, limiter, outbox: box, clock: now, secrets, newId: () => uuidv7() }),
  );
  resolved(
    U.LogIn,
    [PORTS.StaffAccounts, PORTS.StaffSessions, PORTS.RateLimiter, PORTS.Hasher, PORTS.Secrets, clock],
    (accounts, sessions, limiter, hasher, secrets, now) => makeLogIn({ accounts, sessions, limiter, hasher, secrets, clock: now }),
  );
  resolved(U.LogOut, [PORTS.StaffSessions, PORTS.Secrets], (sessions, secrets) => makeLogOut({ sessions, secrets }));
  resolved(U.AuthenticateStaff, [PORTS.StaffSessions, PORTS.Secrets, clock], (sessions, secrets, now) =>
    makeAuthenticateStaff({ sessions, secrets, clock: now }),
  );
  resolved(
    U.SetStaffPassword,
    [PORTS.StaffAccounts, PORTS.StaffSessions, PORTS.Hasher, PORTS.Secrets],
    (accounts, sessions, hasher, secrets) => makeSetStaffPassword({ accounts, sessions, hasher, secrets }),
  );
  resolved(U.ViewDashboard, [PORTS.AdminReadModel, clock], (readModel, now) => makeViewDashboard({ readModel, clock: now }));
  resolved(
    U.ChangeLeadStatus,
    [PORTS.AdminReadModel, PORTS.LeadStatusLog, PORTS.WebhookEndpoints, PORTS.BusinessAccounts, config, clock, outbox],
    (readModel, log, webhooks, accounts, settings, now, box) =>
      makeChangeLeadStatus({ readModel, log, webhooks, accounts, siteUrl: settings.SITE_URL, clock: now, outbox: box }),
  );
  resolved(
    U.MoveTransport,
    [PORTS.TransportLog, PORTS.WebhookEndpoints, PORTS.Secrets, config, clock, outbox],
    (log, webhooks, secrets, settings, now, box) =>
      makeMoveTransport({ log, webhooks, secrets, siteUrl: settings.SITE_URL, clock: now, outbox: box }),
  );
  resolved(U.ViewTransport, [PORTS.TransportLog], (log) => makeViewTransport({ log }));
  resolved(
    U.RequestSignInLink,
    [PORTS.BusinessAccounts, PORTS.RateLimiter, PORTS.Secrets, clock, config, outbox],
    (accounts, limiter, secrets, now, settings, box) =>
      makeRequestSignInLink({ accounts, limiter, secrets, clock: now, siteUrl: settings.SITE_URL, outbox: box }),
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
  resolved(U.ListPeople, [PORTS.BusinessAccounts], (accounts) => makeListPeople({ accounts }));
  resolved(U.InvitePerson, [PORTS.BusinessAccounts, config, outbox], (accounts, settings, box) =>
    makeInvitePerson({ accounts, siteUrl: settings.SITE_URL, outbox: box }),
  );
  resolved(U.RemovePerson, [PORTS.BusinessAccounts], (accounts) => makeRemovePerson({ accounts }));
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
  resolved(U.CountTransportsUnderWay, [PORTS.TransportLog], (log) => () => log.countUnderWay());
  resolved(U.ViewTransportBoard, [PORTS.TransportLog, clock, config], (log, now, settings) =>
    makeViewTransportBoard({ log, clock: now, silenceMinutes: settings.TRANSPORT_SILENCE_MINUTES }),
  );
  resolved(U.FollowTransport, [PORTS.Quotes, PORTS.TransportLog, PORTS.Secrets], (quotes, log, secrets) =>
    makeFollowTransport({ quotes, log, secrets }),
  );
  resolved(U.FollowAsConsignee, [PORTS.Quotes, PORTS.TransportLog, PORTS.Secrets], (quotes, log, secrets) =>
    makeFollowAsConsignee({ quotes, log, secrets }),
  );
  resolved(U.WatchTransport, [PORTS.Quotes, PORTS.Secrets, PORTS.InboxEvents], (quotes, secrets, events) =>
    makeWatchTransport({ quotes, secrets, events }),
  );
  resolved(U.ExportPersonalData, [PORTS.PersonalData], (store) => makeExportPersonalData({ store }));
  resolved(U.ErasePersonalData, [PORTS.PersonalData, clock, PORTS.Mailer], (store, now, mailer) =>
    makeErasePersonalData({ store, clock: now, mailer }),
  );
  resolved(U.PurgeExpiredPersonalData, [PORTS.PersonalData, clock, config], (store, now, settings) =>
    makePurgeExpiredPersonalData({ store, clock: now, days: retentionDays(settings) }),
  );
  const documentDeps = [PORTS.Quotes, U.PriceQuote, PORTS.Secrets, clock, GIVEN.Operator] as const;
  resolved(U.ViewQuoteDocument, [...documentDeps], (quotes, priceQuote, secrets, now, operator) =>
    makeViewQuoteDocument({ quotes, priceQuote, secrets, clock: now, operator }),
  );
  resolved(U.OpenSharedDocument, [...documentDeps], (quotes, priceQuote, secrets, now, operator) =>
    makeOpenSharedDocument({ quotes, priceQuote, secrets, clock: now, operator }),
  );
  resolved(U.RenderQuotePdf, [PORTS.DocumentRenderer, PORTS.RateLimiter], (renderer, limiter) => makeRenderQuotePdf({ renderer, limiter }));
  resolved(
    U.DeliveryNotePdf,
    [U.ViewQuoteDocument, PORTS.Quotes, PORTS.TransportLog, PORTS.DocumentRenderer, PORTS.RateLimiter],
    (viewDocument, quotes, log, renderer, limiter) => makeDeliveryNotePdf({ viewDocument, quotes, log, renderer, limiter }),
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
  resolved(U.QuoteHistory, [PORTS.Quotes, PORTS.AdminReadModel], (quotes, readModel) => makeQuoteHistory({ quotes, readModel }));
  resolved(U.ViewInbox, [PORTS.StaffInbox, clock, config], (inbox, now, settings) =>
    makeViewInbox({ inbox, clock: now, promises: callPromises(settings) }),
  );
  resolved(U.RemindOverdueLeads, [PORTS.StaffInbox, clock, outbox, config], (inbox, now, box, settings) =>
    makeRemindOverdueLeads({
      inbox,
      clock: now,
      outbox: box,
      promises: callPromises(settings),
      delayMinutes: settings.LEAD_REMINDER_DELAY_MINUTES,
      inboxUrl: `${settings.SITE_URL.replace(/\/$/, '')}${languagePrefix(settings.AGENT_LANGUAGE)}/admin`,
    }),
  );
}

const callPromises = (config: Config): CallPromises => ({
  callMinutes: config.CALLBACK_PROMISE_MINUTES,
  leadHours: config.LEAD_PROMISE_HOURS,
});

const retentionDays = (config: Config) => ({
  unconfirmedQuotes: config.RETENTION_UNCONFIRMED_QUOTES_DAYS,
  leads: config.RETENTION_LEADS_DAYS,
  emails: config.RETENTION_EMAILS_DAYS,
});

/** What the HTTP edge and the pages are given: the use cases, the site's settings, the operations. */
function bindServices({ resolved, record }: ReturnType<typeof binder>) {
  const U = USE_CASES;
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
  record(SERVICE_PARTS.QuoteDocuments, {
    view: U.ViewQuoteDocument,
    shared: U.OpenSharedDocument,
    pdf: U.RenderQuotePdf,
    deliveryNote: U.DeliveryNotePdf,
  });
  record(SERVICE_PARTS.Api, {
    issueKey: U.IssueApiKey,
    authenticate: U.AuthenticateApiKey,
    revoke: U.RevokeApiKey,
    idempotently: U.Idempotently,
    registerWebhook: U.RegisterWebhook,
    webhooks: PORTS.WebhookEndpoints,
    keys: PORTS.ApiKeys,
    quoteHistory: U.QuoteHistory,
    listQuotes: U.ListAccountQuotes,
    vehicles: PORTS.VehicleCatalogue,
  });
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
    statement: U.MonthlyStatement,
    statementPdf: U.StatementPdf,
    addresses: U.AccountAddresses,
    integrations: U.AccountIntegrations,
  });
  record(SERVICE_PARTS.Staff, {
    logIn: U.LogIn,
    logOut: U.LogOut,
    authenticate: U.AuthenticateStaff,
    setPassword: U.SetStaffPassword,
    viewDashboard: U.ViewDashboard,
    changeLeadStatus: U.ChangeLeadStatus,
    moveTransport: U.MoveTransport,
    viewTransport: U.ViewTransport,
    viewTransportBoard: U.ViewTransportBoard,
    countTransportsUnderWay: U.CountTransportsUnderWay,
    exportPersonalData: U.ExportPersonalData,
    erasePersonalData: U.ErasePersonalData,
    readModel: PORTS.AdminReadModel,
    outbox: PORTS.OutboxAdmin,
    viewInbox: U.ViewInbox,
    inboxEvents: PORTS.InboxEvents,
  });
  resolved(
    SERVICES,
    [
      SERVICE_PARTS.QuoteTool,
      SERVICE_PARTS.QuoteDocuments,
      SERVICE_PARTS.Api,
      SERVICE_PARTS.ShipperAccount,
      SERVICE_PARTS.Staff,
      PORTS.StaffAccounts,
      PORTS.Mailer,
      GIVEN.Config,
      GIVEN.Logger,
      GIVEN.Clock,
      GIVEN.Database,
      GIVEN.Outbox,
      GIVEN.SiteLinks,
      GIVEN.Operator,
    ],
    (
      quoteTool,
      quoteDocuments,
      api,
      shipperAccount,
      staff,
      accounts,
      mailer,
      config,
      logger,
      clock,
      database,
      outbox,
      siteLinks,
      operator,
    ): ApplicationServices => ({
      ...quoteTool,
      quoteDocuments,
      api,
      shipperAccount,
      logger,
      isServiceUnavailable: (error) => database.isOutage(error),
      outboxWake: () => outbox.wake(),
      mailDestination: () => mailer.destination,
      today: () => wallClockAt(clock.now()).date,
      earliestPickup: () => earliestPickupSlot(clock.now()),
      site: {
        url: config.SITE_URL.replace(/\/$/, ''),
        supportEmail: config.SUPPORT_EMAIL,
        supportPhone: config.SUPPORT_PHONE,
        operator,
        callbackMinutes: config.CALLBACK_PROMISE_MINUTES,
        get links() {
          return siteLinks();
        },
        retention: retentionDays(config),
      },
      admin: { ...staff, staffCount: () => accounts.count() },
    }),
  );
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
  let retentionTimer: NodeJS.Timeout | undefined;
  let reminderTimer: NodeJS.Timeout | undefined;
  // The start-up reads and the retention job run beside the requests: the pool is closed only once
  // they are done (a pool closed under a connection being opened never finishes closing).
  const background = new Set<Promise<unknown>>();
  const inBackground = <T>(work: Promise<T>): Promise<T> => {
    background.add(work);
    void work.finally(() => background.delete(work)).catch(() => undefined);
    return work;
  };
  let worker: OutboxWorker | undefined;
  let mailerInUse: Mailer | undefined;

  const container = new Container({ defaultScope: 'Singleton' });
  const bind = binder(container);
  bind.given(GIVEN.Config, config);
  bind.given(GIVEN.Logger, logger);
  bind.given(GIVEN.Clock, clock);
  bind.given(GIVEN.Database, database);
  bind.given(GIVEN.EntityManager, database.orm.em);
  // The worker starts later (startOutbox): until then a wake-up has nobody to wake.
  bind.given(GIVEN.Outbox, { wake: () => worker?.poke() });
  bind.given(GIVEN.SiteLinks, siteLinks);
  const documents = pooledPdfDocuments({ threads: config.DOCUMENT_THREADS, queue: config.DOCUMENT_QUEUE });
  bind.given(PORTS.DocumentRenderer, documents);
  const operator = loadOperatorIdentity(config.OPERATOR_FILE, { phone: config.SUPPORT_PHONE, email: config.SUPPORT_EMAIL });
  bind.given(GIVEN.Operator, operator);
  bindAdapters(bind);
  bindUseCases(bind);
  bindServices(bind);
  const get = <T>(name: Port<T>) => container.get<T>(name);
  const purgeExpired = get(USE_CASES.PurgeExpiredPersonalData);

  return {
    services: get(SERVICES),
    database,
    async warmUp() {
      try {
        await inBackground(get(PORTS.Gazetteer).preload());
      } catch (error) {
        // Not fatal: the first search reads it then.
        logger.warn('the gazetteer could not be read at start', { error: String(error) });
      }
    },
    startOutbox() {
      const mailer = (mailerInUse = get(PORTS.Mailer));
      logger.info(config.SMTP_URL ? 'emails go to the SMTP server' : 'no SMTP_URL: emails are written as .eml files', {
        destination: mailer.destination,
      });
      worker = startOutboxWorker({
        store: outboxStore(database.orm.em),
        mailer,
        logger,
        from: config.MAIL_FROM,
        agentEmail: config.AGENT_EMAIL,
        agentLanguage: config.AGENT_LANGUAGE,
        operator,
        pollMs: config.OUTBOX_POLL_MS,
        maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
        initialDelayMs: config.OUTBOX_RETRY_INITIAL_MS,
        maxDelayMs: config.OUTBOX_RETRY_MAX_MS,
        leaseMs: config.OUTBOX_LEASE_MS,
        webhooks: get(PORTS.WebhookSender),
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
    runReminders: () => get(USE_CASES.RemindOverdueLeads)(),
    startReminders() {
      const remind = get(USE_CASES.RemindOverdueLeads);
      const run = () =>
        inBackground(remind()).then(
          ({ reminded }) => reminded > 0 && logger.info('agents reminded of leads past their promise', { reminded }),
          (error: unknown) => logger.warn('lead reminders not checked, next try in a minute', { error: String(error) }),
        );
      reminderTimer = setInterval(run, REMINDER_CHECK_MS);
      reminderTimer.unref();
    },
    endLiveUpdates: () => get(PORTS.InboxEvents).close(),
    async dispose() {
      clearInterval(retentionTimer);
      clearInterval(reminderTimer);
      await get(PORTS.InboxEvents).close();
      await worker?.stop();
      mailerInUse?.close?.();
      await Promise.allSettled(background);
      await documents.close();
      await database.close();
    },
  };
}
