import type { localAddressSearch } from '../adapters/addresses/local-address-search.ts';
import type { OutboxWorker } from '../adapters/outbox/outbox-worker.ts';
import type { Database } from '../adapters/persistence/database.ts';
import type { CatalogueVehicle } from '../adapters/vehicles/vehicle-catalogue.ts';
import type { AuthenticateShipper, RequestSignInLink, SignInWithLink, SignOutShipper } from '../application/account/account-access.ts';
import type { AccountAddresses } from '../application/account/account-addresses.ts';
import type { AccountIntegrations } from '../application/account/account-integrations.ts';
import type {
  AcceptInvitation,
  InvitePerson,
  ListPeople,
  OpenInvitation,
  RemovePerson,
  WithdrawInvitation,
} from '../application/account/account-people.ts';
import type {
  BookAgain,
  CompanyQuote,
  CompanyQuoteKey,
  ListAccountQuotes,
  ListAccountTransports,
  MonthlyStatement,
} from '../application/account/account-transports.ts';
import type { StatementPdf } from '../application/account/statement-pdf.ts';
import type { makeAuthenticateStaff, makeLogOut } from '../application/admin/authenticate-staff.ts';
import type { makeChangeLeadStatus } from '../application/admin/change-lead-status.ts';
import type { makeLogIn } from '../application/admin/log-in.ts';
import type { PurgeExpiredPersonalData, makeErasePersonalData, makeExportPersonalData } from '../application/admin/personal-data.ts';
import type { RemindOverdueLeads } from '../application/admin/remind-overdue-leads.ts';
import type { makeSetStaffPassword } from '../application/admin/set-staff-password.ts';
import type { makeViewDashboard } from '../application/admin/view-dashboard.ts';
import type { ViewInbox, WatchInbox } from '../application/admin/view-inbox.ts';
import type { ExportRecords, IsAccountAccepted, LeadHistory, ListRecords } from '../application/admin/read-records.ts';
import type { ListOutbox, ResendFromOutbox } from '../application/admin/outbox-emails.ts';
import type { makeAdviseVehicles } from '../application/advise-vehicles.ts';
import type { AuthenticateApiKey, IssueApiKey, ListApiKeys, RevokeApiKey } from '../application/api/api-access.ts';
import type { Idempotently } from '../application/api/idempotency.ts';
import type { QuoteForAccount } from '../application/api/quote-for-account.ts';
import type { QuoteHistory } from '../application/api/quote-history.ts';
import type { ListWebhooks, RegisterWebhook, RemoveWebhook } from '../application/api/webhooks.ts';
import type { ApplicationServices } from '../application/application-services.ts';
import type { makeCheckReadiness } from '../application/check-readiness.ts';
import type { makeConfirmOffer } from '../application/confirm-offer.ts';
import type { makeCreateQuote } from '../application/create-quote.ts';
import type { makePriceQuote } from '../application/price-quote.ts';
import type { PublicSite } from '../application/public-site.ts';
import type { OpenSharedDocument, RenderQuotePdf, ViewQuoteDocument } from '../application/quote-document.ts';
import type { makeOpenQuoteLink } from '../application/quote-link.ts';
import type { makeReadContact } from '../application/read-contact.ts';
import type { makeRepriceQuote } from '../application/reprice-quote.ts';
import type { makeRequestCallback } from '../application/request-callback.ts';
import type { makeSaveContact } from '../application/save-contact.ts';
import type { makeSearchAddresses } from '../application/search-addresses.ts';
import type { makeSubmitLead } from '../application/submit-lead.ts';
import type { DeliveryNotePdf } from '../application/transport/delivery-note.ts';
import type { FollowAsConsignee, FollowTransport, WatchTransport } from '../application/transport/follow-transport.ts';
import type { MoveTransport, ViewTransport } from '../application/transport/move-transport.ts';
import type { CountTransportsUnderWay, ViewTransportBoard } from '../application/transport/view-transport-board.ts';
import type { Config } from '../config.ts';
import type { EmissionFactors } from '../domain/emissions/offer-emissions.ts';
import type { GroupageLimit } from '../domain/pricing/groupage.ts';
import type { OperatorIdentity } from '../domain/operator.ts';
import type { StandardRates } from '../domain/tax/vat-treatment.ts';
import type { AddressBook } from '../ports/address-book.ts';
import type { AddressSearch, PlaceResolver } from '../ports/address-search.ts';
import type { AdminReadModel, LeadStatusLog, OutboxAdmin } from '../ports/admin-read-model.ts';
import type { ApiKeys, IdempotentAnswers } from '../ports/api-keys.ts';
import type { BusinessAccounts } from '../ports/business-accounts.ts';
import type { Clock } from '../ports/clock.ts';
import type { LeadRepository } from '../ports/lead-repository.ts';
import type { Logger } from '../ports/logger.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { Outbox } from '../ports/outbox.ts';
import type { PersonalDataStore } from '../ports/personal-data.ts';
import type { PricingTables } from '../ports/pricing-tables.ts';
import type { PriorityOfferGateway } from '../ports/priority-offer-gateway.ts';
import type { QuoteDocumentRenderer } from '../ports/quote-document-renderer.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import type { QuoteAdmission, RateLimiter } from '../ports/rate-limiter.ts';
import type { RoutingService } from '../ports/routing-service.ts';
import type { PasswordHasher, Secrets, StaffAccounts, StaffSessions } from '../ports/staff-auth.ts';
import type { InboxEvents, StaffInbox } from '../ports/staff-inbox.ts';
import type { TransportLog } from '../ports/transport-log.ts';
import type { VatNumberRegistry } from '../ports/vat-number-registry.ts';
import type { VehicleAdvisor } from '../ports/vehicle-advisor.ts';
import type { WebhookEndpoints, WebhookSender } from '../ports/webhooks.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { port } from './binding.ts';

// The names the composition binds: what is given, the ports, the use cases, and the parts of the
// services the HTTP edge and the pages receive. Each feature module binds its own.

type Gazetteer = ReturnType<typeof localAddressSearch>;

export const GIVEN = {
  Config: port<Config>('Config'),
  Logger: port<Logger>('Logger'),
  Clock: port<Clock>('Clock'),
  Database: port<Database>('Database'),
  EntityManager: port<EntityManager>('EntityManager'),
  Outbox: port<Outbox>('Outbox'),
  SiteLinks: port<() => PublicSite['links']>('SiteLinks'),
  Operator: port<OperatorIdentity>('Operator'),
};

export const PORTS = {
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
  GroupageLimit: port<GroupageLimit>('GroupageLimit'),
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
  /** starts delivering the outbox in this process */
  StartOutboxWorker: port<() => OutboxWorker>('StartOutboxWorker'),
};

export const USE_CASES = {
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
  WithdrawInvitation: port<WithdrawInvitation>('WithdrawInvitation'),
  OpenInvitation: port<OpenInvitation>('OpenInvitation'),
  AcceptInvitation: port<AcceptInvitation>('AcceptInvitation'),
  CompanyQuote: port<CompanyQuote>('CompanyQuote'),
  CompanyQuoteKey: port<CompanyQuoteKey>('CompanyQuoteKey'),
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
  QuoteForAccount: port<QuoteForAccount>('QuoteForAccount'),
  RemindOverdueLeads: port<RemindOverdueLeads>('RemindOverdueLeads'),
  ListRecords: port<ListRecords>('ListRecords'),
  ExportRecords: port<ExportRecords>('ExportRecords'),
  LeadHistory: port<LeadHistory>('LeadHistory'),
  IsAccountAccepted: port<IsAccountAccepted>('IsAccountAccepted'),
  ListOutbox: port<ListOutbox>('ListOutbox'),
  ResendFromOutbox: port<ResendFromOutbox>('ResendFromOutbox'),
  WatchInbox: port<WatchInbox>('WatchInbox'),
  ListWebhooks: port<ListWebhooks>('ListWebhooks'),
  RemoveWebhook: port<RemoveWebhook>('RemoveWebhook'),
  ListApiKeys: port<ListApiKeys>('ListApiKeys'),
};

export const SERVICES = port<ApplicationServices>('ApplicationServices');

/** The services' parts that are the use cases and read models as bound, by the services' names. */
export const SERVICE_PARTS = {
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
