import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from '../../ports/mailer.ts';

/**
 * With no SMTP server configured, each message becomes an .eml file (the exact bytes SMTP would
 * have carried) under `directory`, readable by any mail program.
 */
export function fileMailer(directory: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const absolute = path.resolve(directory);
  return {
    destination: absolute,
    async send(mail) {
      const info = await transport.sendMail({ ...mail, messageId: `<${mail.messageId}>` });
      await mkdir(absolute, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(absolute, `${stamp}-${mail.messageId.split('@')[0]}.eml`), info.message as Buffer);
    },
    async forget(outboxIds) {
      if (outboxIds.length === 0) return;
      const files = await readdir(absolute).catch(() => [] as string[]);
      // Every file of a message: a message sent again (after a crash) has one per sending.
      const forgotten = new Set(outboxIds);
      const doomed = files.filter((file) => forgotten.has(/-([0-9a-f-]{36})\.eml$/.exec(file)?.[1] ?? ''));
      await Promise.all(doomed.map((file) => rm(path.join(absolute, file), { force: true })));
    },
  };
}
