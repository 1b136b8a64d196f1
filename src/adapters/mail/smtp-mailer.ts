import nodemailer from 'nodemailer';
import type { Mailer } from '../../ports/mailer.ts';

// RFC 5321 §4.5.3.2.1: a client waits 5 minutes for the server's greeting.
const GREETING_TIMEOUT_MS = 5 * 60_000;
const CONNECTION_TIMEOUT_MS = 30_000;

/**
 * Sends through SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS) with nodemailer, waiting
 * for the server's replies as long as the standard allows (`replyTimeoutMs`, SMTP_REPLY_TIMEOUT_MS).
 */
export function smtpMailer(url: string, options: { replyTimeoutMs: number }): Mailer {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port || (secure ? 465 : 587)),
    secure,
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    // A few connections kept open and reused: the outbox sends several messages at once.
    pool: true,
    maxConnections: 8,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: Math.min(GREETING_TIMEOUT_MS, options.replyTimeoutMs),
    socketTimeout: options.replyTimeoutMs,
  });
  return {
    destination: `${parsed.protocol}//${parsed.host}`,
    async send(mail) {
      await transport.sendMail({ ...mail, messageId: `<${mail.messageId}>` });
    },
    // The pool's idle connections would otherwise stay open until the server's idle timeout.
    close: () => transport.close(),
  };
}
