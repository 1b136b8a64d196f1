/**
 * Whether an error means "the database cannot be reached now" (stopped, frozen, restarting,
 * out of connections) rather than a fault in what was asked of it. Those become 503 with
 * Retry-After; everything else stays a 500 (or the domain's own answer).
 */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || OUTAGE_STATES.has(code) || isConnectionException(code))) return true;
    if (typeof message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

/** SQLSTATE class 08, but for 08P01: a protocol violation (a NUL byte in a parameter) is our fault. */
const isConnectionException = (code: string) => code.startsWith('08') && code !== '08P01';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE: class 08 (connection exception) above, and these. */
const OUTAGE_STATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '57014', // query_canceled: our statement timeout
  '53300', // too_many_connections
  '53000', // insufficient_resources
]);

/** What pg and pg-pool say without a code. */
const OUTAGE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout$/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable$/,
  /Cannot use a pool after calling end on the pool/,
];
