import { token } from './token.ts';
export interface OutgoingMail {
  from: string;
  to: { name?: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** stable per message, so a retried send is recognisable downstream */
  messageId: string;
  /** files sent with it (an invoice's Factur-X PDF) */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Hands a message to whatever carries it (SMTP, or files on disk). Throws when it could not. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** where messages go, for the logs: smtp://host:port or a directory */
  readonly destination: string;
  /** Lets go of open connections (on shutdown), once the last send has ended. */
  close?(): void;
  /**
   * Deletes the copies it kept of the messages sent for these outbox emails (the .eml files when
   * emails go to files); a transport that keeps none has nothing to do.
   */
  forget?(outboxIds: readonly string[]): Promise<void>;
}
export const Mailer = token<Mailer>('Mailer');
