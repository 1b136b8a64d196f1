import type { WallClock } from '../domain/shipment/local-time.ts';
import type { Logger } from '../ports/logger.ts';
import type { PublicSite } from './public-site.ts';
import type { AdviseVehicles } from './advise-vehicles.ts';
import type { CheckReadiness } from './check-readiness.ts';
import type { ConfirmOffer } from './confirm-offer.ts';
import type { CreateQuote } from './create-quote.ts';
import type { PriceQuote } from './price-quote.ts';
import type { ReadContact } from './read-contact.ts';
import type { OpenQuoteLink } from './quote-link.ts';
import type { RepriceQuote } from './reprice-quote.ts';
import type { RequestCallback } from './request-callback.ts';
import type { SaveContact } from './save-contact.ts';
import type { SearchAddresses } from './search-addresses.ts';
import type { SubmitLead } from './submit-lead.ts';
import type { AuthenticateStaff, LogOut } from './admin/authenticate-staff.ts';
import type { ChangeLeadStatus } from './admin/change-lead-status.ts';
import type { MoveTransport, ViewTransport } from './transport/move-transport.ts';
import type { CountTransportsUnderWay, ViewTransportBoard } from './transport/view-transport-board.ts';
import type { FollowAsConsignee, FollowTransport, WatchTransport } from './transport/follow-transport.ts';
import type { DeliveryNotePdf } from './transport/delivery-note.ts';
import type { AuthenticateShipper, RequestSignInLink, SignInWithLink, SignOutShipper } from './account/account-access.ts';
import type {
  BookAgain,
  CompanyQuote,
  CompanyQuoteKey,
  ListAccountQuotes,
  ListAccountTransports,
  MonthlyStatement,
} from './account/account-transports.ts';
import type {
  AcceptInvitation,
  InvitePerson,
  ListPeople,
  OpenInvitation,
  RemovePerson,
  WithdrawInvitation,
} from './account/account-people.ts';
import type { LogIn } from './admin/log-in.ts';
import type { SetStaffPassword } from './admin/set-staff-password.ts';
import type { ViewDashboard } from './admin/view-dashboard.ts';
import type { ErasePersonalData, ExportPersonalData } from './admin/personal-data.ts';
import type { ExportRecords, IsAccountAccepted, LeadHistory, ListRecords } from './admin/read-records.ts';
import type { ListOutbox, ResendFromOutbox } from './admin/outbox-emails.ts';
import type { ViewInbox, WatchInbox } from './admin/view-inbox.ts';
import type { OpenSharedDocument, RenderQuotePdf, ViewQuoteDocument } from './quote-document.ts';
import type { AuthenticateApiKey, IssueApiKey, ListApiKeys, RevokeApiKey } from './api/api-access.ts';
import type { Idempotently } from './api/idempotency.ts';
import type { ListWebhooks, RegisterWebhook, RemoveWebhook } from './api/webhooks.ts';
import type { QuoteHistory } from './api/quote-history.ts';
import type { QuoteForAccount } from './api/quote-for-account.ts';
import type { AccountAddresses } from './account/account-addresses.ts';
import type { AccountIntegrations } from './account/account-integrations.ts';
import type { StatementPdf } from './account/statement-pdf.ts';
import type { VehicleCapacity } from '../domain/shipment/vehicle-fit.ts';

/** Running the service: logs, outages, readiness, the email worker. */
export interface OperationServices {
  logger: Logger;
  /** Whether a failure means a dependency (the database) is unreachable now: 503, retry later. */
  isServiceUnavailable: (error: unknown) => boolean;
  checkReadiness: CheckReadiness;
  /** Where emails go (an SMTP server, or the folder of .eml files), for staff to see. */
  mailDestination: () => string;
}

/** The quote tool (spec §4): a quote from its form to the agent's call. */
export interface QuoteServices {
  createQuote: CreateQuote;
  priceQuote: PriceQuote;
  saveContact: SaveContact;
  readContact: ReadContact;
  /** a confirmed quote's transport, step by step, for its owner (issue 38) */
  followTransport: FollowTransport;
  /** the receiving site's read-only view by its own link */
  followAsConsignee: FollowAsConsignee;
  /** tells an open transport page of each step (issue 38) */
  watchTransport: WatchTransport;
  /** The owner key a quote's link (the visitor's email) stands for, when its token is right. */
  openQuoteLink: OpenQuoteLink;
  confirmOffer: ConfirmOffer;
  repriceQuote: RepriceQuote;
  requestCallback: RequestCallback;
  /** The form's helpers: address suggestions and the advised vehicles. */
  searchAddresses: SearchAddresses;
  adviseVehicles: AdviseVehicles;
  /** Today's date (YYYY-MM-DD) where the business runs: the first day a pickup may be asked for. */
  today: () => string;
  /** The pickup the form proposes: now + 2 h, rounded up to the quarter hour (spec §5, §9). */
  earliestPickup: () => WallClock;
}

/** The quote as a document (issue 28): for its shipper, for whom they share it with, as a PDF. */
export interface QuoteDocumentServices {
  quoteDocuments: {
    view: ViewQuoteDocument;
    shared: OpenSharedDocument;
    pdf: RenderQuotePdf;
    /** a delivered transport's note, for its shipper (issue 38) */
    deliveryNote: DeliveryNotePdf;
  };
}

/** /api/v1 for shippers' systems (issue 28): keys, and retries made safe. */
export interface ApiServices {
  api: {
    /** a quote for the account's systems, priced at once */
    quoteForAccount: QuoteForAccount;
    issueKey: IssueApiKey;
    authenticate: AuthenticateApiKey;
    revoke: RevokeApiKey;
    idempotently: Idempotently;
    registerWebhook: RegisterWebhook;
    listWebhooks: ListWebhooks;
    removeWebhook: RemoveWebhook;
    listKeys: ListApiKeys;
    quoteHistory: QuoteHistory;
    /** the account's quotes, paged (issue 39) */
    listQuotes: ListAccountQuotes;
    /** the owner key of one of the account's quotes, by the same definition (issue 47) */
    quoteKey: CompanyQuoteKey;
    /** the vehicle classes and their limits, smallest first */
    vehicles: readonly VehicleCapacity[];
  };
}

/** The lead forms: business account, demo, expert contact. */
export interface LeadServices {
  submitLead: SubmitLead;
}

/** What the public pages show that is configuration, not code. */
export interface SiteServices {
  site: PublicSite;
}

/** The back office (staff only). */
export interface AdminServices {
  logIn: LogIn;
  logOut: LogOut;
  authenticate: AuthenticateStaff;
  setPassword: SetStaffPassword;
  staffCount: () => Promise<number>;
  viewDashboard: ViewDashboard;
  listRecords: ListRecords;
  exportRecords: ExportRecords;
  leadHistory: LeadHistory;
  isAccountAccepted: IsAccountAccepted;
  changeLeadStatus: ChangeLeadStatus;
  /** a confirmed transport followed to its delivery (issue 38) */
  moveTransport: MoveTransport;
  viewTransport: ViewTransport;
  /** the transports under way, at risk first (issue 38) */
  viewTransportBoard: ViewTransportBoard;
  /** how many transports are under way: the board's tab from every staff view */
  countTransportsUnderWay: CountTransportsUnderWay;
  listOutbox: ListOutbox;
  resendFromOutbox: ResendFromOutbox;
  exportPersonalData: ExportPersonalData;
  erasePersonalData: ErasePersonalData;
  /** what awaits a call (issue 27) */
  viewInbox: ViewInbox;
  /** each lead arriving or moving on, for the staff pages' live updates */
  watchInbox: WatchInbox;
}

/** Issue 39: a business account's people, signed in by a link sent by email. */
export interface ShipperAccountServices {
  shipperAccount: {
    requestLink: RequestSignInLink;
    signIn: SignInWithLink;
    authenticate: AuthenticateShipper;
    signOut: SignOutShipper;
    transports: ListAccountTransports;
    bookAgain: BookAgain;
    people: ListPeople;
    invite: InvitePerson;
    remove: RemovePerson;
    withdrawInvitation: WithdrawInvitation;
    openInvitation: OpenInvitation;
    acceptInvitation: AcceptInvitation;
    companyQuote: CompanyQuote;
    statement: MonthlyStatement;
    statementPdf: StatementPdf;
    addresses: AccountAddresses;
    integrations: AccountIntegrations;
  };
}

/** What the HTTP layer (BFF routes, page loaders and actions) may call, feature by feature. */
export interface ApplicationServices
  extends OperationServices, QuoteServices, QuoteDocumentServices, ApiServices, LeadServices, SiteServices, ShipperAccountServices {
  admin: AdminServices;
}
