import nodemailer from 'nodemailer';
import type { Mailer } from '../../ports/mailer.ts';

/** Sends through SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS) with nodemailer. */
export function smtpMailer(url: string, options: { timeoutMs: number } = { timeoutMs: 15_000 }): Mailer {
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
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
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
