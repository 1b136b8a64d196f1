import { availableParallelism } from 'node:os';
import { z } from 'zod';

// Empty variables (FOO= in a .env file) mean "not set", so defaults apply.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('development')),
  HOST: optional(z.string().min(1).default('0.0.0.0')),
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(3000)),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
  DATABASE_APP_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
  DATA_DIR: optional(z.string().min(1).default('var/data')),
  LOG_LEVEL: optional(z.enum(['error', 'warn', 'info', 'http', 'debug']).default('info')),
  LOG_FORMAT: optional(z.enum(['json', 'pretty']).optional()),
  SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().min(0).default(10_000)),
  // How long a request waits for a database connection, and for one statement, before the
  // visitor is told the service is unavailable (503).
  DB_CONNECT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).default(2_000)),
  DB_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).default(3_000)),
  // Local adapters (no network): road distance estimated from the French towns' road table and
  // the country pairs' detours (ADR 0063), no vehicle averaging more than LOCAL_AVERAGE_SPEED_KMH;
  // priority price = reference GrossRevkm × km × LOCAL_PRIORITY_MARKUP + LOCAL_PRIORITY_BASE_FEE
  // (euros excluding tax).
  LOCAL_AVERAGE_SPEED_KMH: optional(z.coerce.number().min(10).max(130).default(75)),
  LOCAL_PRIORITY_MARKUP: optional(z.coerce.number().positive().default(1.35)),
  LOCAL_PRIORITY_BASE_FEE: optional(z.coerce.number().min(0).default(45)),
  // Real partners (spec §7): set a base URL to switch that port from its local adapter.
  PTV_ROUTE_URL: optional(z.url().optional()),
  OSRM_URL: optional(z.url().optional()),
  UGO_GATEWAY_URL: optional(z.url().optional()),
  VEHICLE_TYPES_URL: optional(z.url().optional()),
  ADDRESS_SUGGESTIONS_URL: optional(z.url().optional()),
  // Quote PDFs are rendered by this many worker threads, off the requests' event loop; this many
  // more wait their turn, and a document asked for beyond them is refused with a wait (429).
  DOCUMENT_THREADS: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(16)
      .default(Math.max(1, availableParallelism() - 1)),
  ),
  DOCUMENT_QUEUE: optional(z.coerce.number().int().min(0).max(1_000).default(8)),
  // Email. No SMTP_URL: messages are written as .eml files under DATA_DIR/mail.
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  // How long the mail server may take to answer, the final reply to a message included. RFC 5321
  // §4.5.3.2 allows up to 10 minutes for that reply: a message given up on sooner may already be
  // accepted, and sending it again is a copy in the agent's inbox.
  SMTP_REPLY_TIMEOUT_MS: optional(z.coerce.number().int().min(1_000).default(600_000)),
  // Text messages (the driver's link). No SMS_API_URL: each is written as a file under
  // DATA_DIR/sms. With it, SMS_API_KEY is sent as a bearer token and SMS_SENDER is the sender shown.
  SMS_API_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  SMS_API_KEY: optional(z.string().min(1).optional()),
  SMS_SENDER: optional(z.string().min(1).max(11).default('Flash')),
  MAIL_FROM: optional(z.string().min(3).default('Flash <noreply@flash.localhost>')),
  AGENT_EMAIL: optional(z.email().default('agents@flash.localhost')),
  // The key quote links are signed with (HMAC-SHA256), and the one before it during a rotation:
  // a link signed under either opens its quote. Unset: a key made once and kept in DATA_DIR.
  LINK_SIGNING_KEY: optional(z.string().min(32, 'must be at least 32 characters').optional()),
  LINK_SIGNING_KEY_PREVIOUS: optional(z.string().min(32, 'must be at least 32 characters').optional()),
  // The site's public address: canonical links, hreflang alternates, the sitemap.
  // Unset: http://localhost:{PORT}, where this server answers.
  SITE_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  // The header's and footer's external addresses (corporate site, portal, policies).
  SITE_LINKS_FILE: optional(z.string().min(1).default('config/site-links.json')),
  // The operator's legal identity: footer, legal notice, recap, emails.
  OPERATOR_FILE: optional(z.string().min(1).default('config/operator.json')),
  /** Public pages kept rendered and compressed in memory (production); 0 renders every request. */
  PAGE_CACHE_ENTRIES: optional(z.coerce.number().int().min(0).max(10_000).default(300)),
  // Server processes sharing the port (node:cluster); default one per core in production on a
  // server database, always one on the embedded database (cluster-primary.ts).
  WEB_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64).optional()),
  // Shown to visitors: the 24/7 line (header's support menu, support widget, footer) and where
  // the 'Contact' buttons lead. The default is in the range France keeps for fiction (01 99 00…):
  // set the real line in production.
  SUPPORT_PHONE: optional(
    z
      .string()
      .regex(/^\+?[\d ().-]{6,25}$/, 'must be a phone number')
      .default('+33 1 99 00 24 24'),
  ),
  SUPPORT_EMAIL: optional(z.email().default('contact@flash.localhost')),
  // The promise made once an offer is chosen: an agent calls within this many minutes, 24/7.
  CALLBACK_PROMISE_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
  ),
  // The promise made for account, demo and expert requests: an agent answers within this many hours.
  LEAD_PROMISE_HOURS: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 14)
      .default(24),
  ),
  // A business account's session ends after this many minutes without use.
  ACCOUNT_SESSION_IDLE_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .default(120),
  ),
  // A tender to carriers proposes to pay this share of the sale excl. VAT (0.8: 80 %).
  CARRIER_PRICE_SHARE: optional(z.coerce.number().min(0.1).max(1.5).default(0.8)),
  // A transport under way with no news (no step recorded) for this many minutes is at risk on the agents' board.
  TRANSPORT_SILENCE_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(120),
  ),
  // A lead still waiting this many minutes past its promise sends the agents one reminder email.
  LEAD_REMINDER_DELAY_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(5),
  ),
  // Webhook receivers on this machine or a private network, over plain http (tests, a staging
  // network): never in production, where receivers are https on public addresses.
  WEBHOOK_ALLOW_PRIVATE_RECEIVERS: optional(z.stringbool().default(false)),
  AGENT_LANGUAGE: optional(z.enum(['fr', 'en', 'de', 'es', 'it']).default('fr')),
  OUTBOX_POLL_MS: optional(z.coerce.number().int().min(50).default(2_000)),
  // How long a claim on an email holds without renewal: a crashed instance's emails go out
  // again after at most this long.
  OUTBOX_LEASE_MS: optional(z.coerce.number().int().min(1_000).default(30_000)),
  // How long personal details are kept, in days (a daily job deletes or anonymises the rest):
  // quotes nobody confirmed; leads (chosen offers, callbacks, account, demo and expert requests);
  // emails once sent.
  RETENTION_UNCONFIRMED_QUOTES_DAYS: optional(z.coerce.number().int().min(1).default(90)),
  RETENTION_LEADS_DAYS: optional(z.coerce.number().int().min(1).default(1_095)),
  RETENTION_EMAILS_DAYS: optional(z.coerce.number().int().min(1).default(30)),
  // Days from an invoice's date to its due date.
  INVOICE_PAYMENT_DAYS: optional(z.coerce.number().int().min(0).max(60).default(30)),
  OUTBOX_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).default(10)),
  OUTBOX_RETRY_INITIAL_MS: optional(z.coerce.number().int().min(0).default(5_000)),
  OUTBOX_RETRY_MAX_MS: optional(z.coerce.number().int().min(0).default(300_000)),
  // Quotes one address may create in 10 minutes (public write, counted in PostgreSQL).
  QUOTE_RATE_LIMIT: optional(z.coerce.number().int().min(1).default(60)),
  // Which proxies may say who the visitor is (X-Forwarded-For), in Express's own forms: a number
  // of hops (1: one load balancer in front), or the proxies' addresses and subnets, comma
  // separated ("loopback", "10.0.0.0/8"). The visitor is then the first address from the right
  // that is not a trusted proxy, never whatever the client wrote first. Empty or 0: no proxy.
  // "true" is refused: it would trust the client's own header.
  TRUST_PROXY: optional(
    z
      .string()
      .default('')
      .transform((value) => value.trim())
      .refine(
        (value) => value !== 'true',
        'TRUST_PROXY=true would let any client choose its address: give the number of proxies in front (1) or their addresses',
      )
      .transform((value): number | string[] | false => {
        if (value === '' || value === 'false' || value === '0') return false;
        if (/^\d+$/.test(value)) return Number(value);
        return value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
      }),
  ),
});

export type Config = Readonly<
  Omit<z.output<typeof envSchema>, 'LOG_FORMAT' | 'SITE_URL'> & { LOG_FORMAT: 'json' | 'pretty'; SITE_URL: string }
>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment (see .env.example):\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.SMTP_URL && (!env.AGENT_EMAIL || !env.MAIL_FROM)) {
    throw new ConfigError('Invalid environment (see .env.example):\n  AGENT_EMAIL and MAIL_FROM must be set when SMTP_URL is');
  }
  if (config.SMS_API_URL && !config.SMS_API_KEY) {
    throw new ConfigError('Invalid environment (see .env.example):\n  SMS_API_KEY must be set when SMS_API_URL is');
  }
  return Object.freeze({
    ...config,
    // Links in emails and documents lead where the server answers (3000 when it takes any free port).
    SITE_URL: config.SITE_URL ?? `http://localhost:${config.PORT || 3000}`,
    LOG_FORMAT: config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty'),
  });
}
