import { fileMailer } from '../adapters/mail/file-mailer.ts';
import { smtpMailer } from '../adapters/mail/smtp-mailer.ts';
import { listenToInbox } from '../adapters/persistence/inbox-listener.ts';
import { sqlRateLimiter } from '../adapters/persistence/repositories/rate-limiter.ts';
import { argon2Hasher } from '../adapters/security/argon2-hasher.ts';
import { nodeSecrets } from '../adapters/security/node-secrets.ts';
import { signingKeys } from '../adapters/security/signing-keys.ts';
import path from 'node:path';
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';
import { RateLimiter } from '../ports/rate-limiter.ts';
import { Mailer } from '../ports/mailer.ts';
import { PasswordHasher, Secrets } from '../ports/staff-auth.ts';
import { InboxEvents } from '../ports/staff-inbox.ts';

/** The adapters every feature shares: secrets, password hashing, the rate limiter, the mailer, and the database's notifications to the staff pages. */
export const platformModule = featureModule(({ given, resolved }) => {
  const { Config: config, EntityManager: em, Clock: clock } = GIVEN;
  resolved(RateLimiter, [em, clock], (root, now) => sqlRateLimiter(root, now));
  resolved(Mailer, [config], (settings) =>
    settings.SMTP_URL
      ? smtpMailer(settings.SMTP_URL, { replyTimeoutMs: settings.SMTP_REPLY_TIMEOUT_MS })
      : fileMailer(path.join(settings.DATA_DIR, 'mail')),
  );
  resolved(Secrets, [config, GIVEN.Logger], (settings, logger) => {
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
  given(PasswordHasher, argon2Hasher);
  resolved(InboxEvents, [GIVEN.Database, GIVEN.Logger], (database, logger) => listenToInbox(database.url, logger));
});
