import { Container } from 'inversify';
import { liveSiteLinks } from './site-links.ts';
import { loadOperatorIdentity } from './operator-identity.ts';
import type { Clock } from './ports/clock.ts';
import type { Logger } from './ports/logger.ts';
import type { Config } from './config.ts';
import { systemClock } from './adapters/clock/system-clock.ts';
import { openDatabase, type Database } from './adapters/persistence/database.ts';
import type { OutboxWorker } from './adapters/outbox/outbox-worker.ts';
import { pooledPdfDocuments } from './adapters/documents/pooled-pdf-documents.ts';
import { featureModule } from './composition/binding.ts';
import type { Token } from './ports/token.ts';
import { GIVEN } from './composition/tokens.ts';
import { ApplicationServices } from './composition/application-services.ts';
import { platformModule } from './composition/platform-module.ts';
import { Gazetteer, quotesModule } from './composition/quotes-module.ts';
import { documentsModule } from './composition/documents-module.ts';
import { staffModule } from './composition/staff-module.ts';
import { transportModule } from './composition/transport-module.ts';
import { invoicingModule } from './composition/invoicing-module.ts';
import { CatchUpInvoicing, type InvoicingRun } from './application/invoicing/catch-up.ts';
import { InvoiceChannel } from './ports/invoice-channel.ts';
import { accountModule } from './composition/account-module.ts';
import { apiModule } from './composition/api-module.ts';
import { outboxModule, StartOutboxWorker } from './composition/outbox-module.ts';
import { servicesModule } from './composition/services-module.ts';
import { carriersModule } from './composition/carriers-module.ts';
import { QuoteDocumentRenderer } from './ports/quote-document-renderer.ts';
import { Mailer } from './ports/mailer.ts';
import { InboxEvents } from './ports/staff-inbox.ts';
import { Purchasing } from './application/carriers/purchasing.ts';
import { InboundInvoiceChannel } from './ports/inbound-invoice-channel.ts';
import { PurgeExpiredPersonalData } from './application/admin/personal-data.ts';
import { RemindOverdueLeads } from './application/admin/remind-overdue-leads.ts';

// The composition root: the one place that knows which adapter serves which port. Each feature
// binds its ports and use cases in a module of its own (src/composition); this file gives them
// the settings, the database and the clock, and starts and stops what runs in the background.

/** How often each instance looks for leads past their promise. */
const REMINDER_CHECK_MS = 60_000;

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
  /** Every minute, the invoices a delivery missed, and every invoice to the e-invoicing channel. */
  startInvoicing(): void;
  runInvoicing(): Promise<InvoicingRun>;
  /** the carriers' invoices waiting in the e-invoicing channel, now */
  receivePurchaseInvoices(): Promise<{ received: number; refused: number }>;
  /** Ends the staff pages' event streams (they reconnect to another instance): the first step of a shutdown. */
  endLiveUpdates(): Promise<void>;
  /** Reads the reference data kept in memory now rather than on first use (main does). */
  warmUp(): Promise<void>;
  dispose(): Promise<void>;
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
      appDatabaseUrl: config.DATABASE_APP_URL,
      dataDir: config.DATA_DIR,
      joinEmbedded: tool,
      timeouts: tool ? undefined : { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
    },
    logger,
  );
  let retentionTimer: NodeJS.Timeout | undefined;
  let reminderTimer: NodeJS.Timeout | undefined;
  let invoicingTimer: NodeJS.Timeout | undefined;
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

  const documents = pooledPdfDocuments({ threads: config.DOCUMENT_THREADS, queue: config.DOCUMENT_QUEUE });
  const operator = loadOperatorIdentity(config.OPERATOR_FILE, { phone: config.SUPPORT_PHONE, email: config.SUPPORT_EMAIL });
  const givenModule = featureModule(({ given }) => {
    given(GIVEN.Config, config);
    given(GIVEN.Logger, logger);
    given(GIVEN.Clock, clock);
    given(GIVEN.Database, database);
    given(GIVEN.EntityManager, database.orm.em);
    // The worker starts later (startOutbox): until then a wake-up has nobody to wake.
    given(GIVEN.Outbox, { wake: () => worker?.poke() });
    given(GIVEN.SiteLinks, siteLinks);
    given(GIVEN.Operator, operator);
    given(QuoteDocumentRenderer, documents);
  });
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    givenModule,
    platformModule,
    quotesModule,
    documentsModule,
    staffModule,
    transportModule,
    invoicingModule,
    accountModule,
    apiModule,
    carriersModule,
    outboxModule,
    servicesModule,
  );
  const get = <T>(name: Token<T>) => container.get<T>(name);
  const purgeExpired = get(PurgeExpiredPersonalData);

  return {
    services: get(ApplicationServices),
    database,
    async warmUp() {
      try {
        await inBackground(get(Gazetteer).preload());
      } catch (error) {
        // Not fatal: the first search reads it then.
        logger.warn('the gazetteer could not be read at start', { error: String(error) });
      }
    },
    startOutbox() {
      const mailer = (mailerInUse = get(Mailer));
      logger.info(config.SMTP_URL ? 'emails go to the SMTP server' : 'no SMTP_URL: emails are written as .eml files', {
        destination: mailer.destination,
      });
      worker = get(StartOutboxWorker)();
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
    runReminders: () => get(RemindOverdueLeads)(),
    startReminders() {
      const remind = get(RemindOverdueLeads);
      const run = () =>
        inBackground(remind()).then(
          ({ reminded }) => reminded > 0 && logger.info('agents reminded of leads past their promise', { reminded }),
          (error: unknown) => logger.warn('lead reminders not checked, next try in a minute', { error: String(error) }),
        );
      reminderTimer = setInterval(run, REMINDER_CHECK_MS);
      reminderTimer.unref();
    },
    runInvoicing: () => get(CatchUpInvoicing)(),
    receivePurchaseInvoices: () => get(Purchasing).receiveInbound(),
    startInvoicing() {
      const catchUp = get(CatchUpInvoicing);
      const purchasing = get(Purchasing);
      logger.info('issued invoices are handed to the e-invoicing channel', { destination: get(InvoiceChannel).destination });
      logger.info('carriers’ invoices are received from the e-invoicing channel', { source: get(InboundInvoiceChannel).source });
      // The carriers' invoices waiting in the channel, read at the same pace: one refused is set aside with why.
      const receive = () =>
        inBackground(purchasing.receiveInbound()).then(
          ({ received, refused }) => (received > 0 || refused > 0) && logger.info('carriers’ invoices received', { received, refused }),
          (error: unknown) => logger.warn('carriers’ invoices not received, next try in a minute', { error: String(error) }),
        );
      // The delivered jobs of carriers that consented to self-billing, invoiced on their behalf.
      const selfBill = () =>
        inBackground(purchasing.selfBill()).then(
          ({ issued }) => issued > 0 && logger.info('self-billed invoices issued', { issued }),
          (error: unknown) => logger.warn('self-billing not done, next try in a minute', { error: String(error) }),
        );
      const catchUpInvoices = () =>
        inBackground(catchUp()).then(
          ({ issued, transmitted, failed }) => {
            if (issued > 0 || transmitted > 0) logger.info('invoicing caught up', { issued, transmitted });
            for (const { what, error } of failed) logger.warn('invoicing: not done, next try in a minute', { what, error });
          },
          (error: unknown) => logger.warn('invoicing not caught up, next try in a minute', { error: String(error) }),
        );
      const run = () => {
        void receive();
        void selfBill();
        void catchUpInvoices();
      };
      invoicingTimer = setInterval(run, REMINDER_CHECK_MS);
      invoicingTimer.unref();
    },
    endLiveUpdates: () => get(InboxEvents).close(),
    async dispose() {
      clearInterval(retentionTimer);
      clearInterval(reminderTimer);
      clearInterval(invoicingTimer);
      await get(InboxEvents).close();
      await worker?.stop();
      mailerInUse?.close?.();
      await Promise.allSettled(background);
      await documents.close();
      await database.close();
    },
  };
}
