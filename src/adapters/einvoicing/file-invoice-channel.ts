import { mkdirSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InvoiceChannel } from '../../ports/invoice-channel.ts';

/**
 * Each Factur-X file written to a folder (DATA_DIR/einvoices), whole or not at all: until a
 * platform is contracted. The folder is made when the channel is, so that it is where the README
 * says from the server's start, before the first invoice.
 */
export function fileInvoiceChannel(folder: string): InvoiceChannel {
  mkdirSync(folder, { recursive: true });
  return {
    destination: folder,
    async send({ number, pdf }) {
      // Made again if someone moved it away since.
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${number}.pdf`);
      // Written beside, then renamed: a reader of the folder never sees half a file.
      await writeFile(`${file}.part`, pdf);
      await rename(`${file}.part`, file);
    },
  };
}
