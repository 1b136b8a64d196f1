import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { translatorIn } from '../../i18n/translate.ts';
import type { Logger } from '../../ports/logger.ts';
import type { SmsSender } from '../../ports/sms-sender.ts';
import { smsText } from '../../texts/sms-text.ts';

/**
 * With no SMS provider configured, each message becomes a text file under `directory` (its
 * recipient, then its text), as the mail folder holds the emails. The log names the file, never
 * the phone.
 */
export function fileSmsSender(directory: string, logger: Logger): SmsSender {
  const absolute = path.resolve(directory);
  return {
    destination: absolute,
    async send(message) {
      await mkdir(absolute, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(absolute, `${stamp}-${randomUUID()}.txt`);
      const text = smsText(message, translatorIn(message.language));
      await writeFile(file, `To: ${message.to}\n\n${text}\n`, { flag: 'wx' });
      logger.info('text message written', { file });
    },
  };
}
