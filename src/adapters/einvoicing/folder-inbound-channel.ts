import { mkdirSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InboundFile, InboundInvoiceChannel } from '../../ports/inbound-invoice-channel.ts';

/**
 * Suppliers' invoices dropped in a folder (DATA_DIR/einvoices-in). A file is taken by renaming it
 * into `taking/` first: of two instances, one rename succeeds, so each file is read by one. Then
 * it goes to `received/`, or to `refused/` with a `.why.txt` beside it. A name ending in `.part`
 * is still being written and waits.
 */
export function folderInboundChannel(folder: string): InboundInvoiceChannel {
  const taking = path.join(folder, 'taking');
  const received = path.join(folder, 'received');
  const refused = path.join(folder, 'refused');
  for (const made of [folder, taking, received, refused]) mkdirSync(made, { recursive: true });
  const claim = async (name: string): Promise<InboundFile | undefined> => {
    const claimed = path.join(taking, name);
    try {
      await rename(path.join(folder, name), claimed);
    } catch {
      return undefined; // another instance took it
    }
    const bytes = new Uint8Array(await readFile(claimed));
    return {
      name,
      bytes,
      received: () => rename(claimed, path.join(received, name)),
      async refused(why) {
        await writeFile(path.join(refused, `${name}.why.txt`), `${why}\n`);
        await rename(claimed, path.join(refused, name));
      },
    };
  };
  return {
    source: folder,
    async take(limit) {
      await mkdir(taking, { recursive: true });
      const entries = await readdir(folder, { withFileTypes: true });
      const names = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.part') && !entry.name.startsWith('.'));
      const taken: InboundFile[] = [];
      for (const { name } of names) {
        if (taken.length >= limit) break;
        const file = await claim(name);
        if (file) taken.push(file);
      }
      return taken;
    },
  };
}
