import { mkdirSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InboundFile, InboundInvoiceChannel } from '../../ports/inbound-invoice-channel.ts';

/**
 * Suppliers' invoices dropped in a folder (DATA_DIR/einvoices-in). A file is taken by renaming it
 * into `taking/` first: of two instances, one rename succeeds, so each file is read by one. Then
 * it goes to `received/`, or to `refused/` with a `.why.txt` beside it. A name ending in `.part`
 * is still being written and waits. A file left in `taking/` longer than `staleMs` (its instance
 * stopped while reading it) goes back to the folder; the rename into `taking/` dates it (ctime).
 */
export function folderInboundChannel(folder: string, staleMs = 10 * 60_000, clock: () => number = Date.now): InboundInvoiceChannel {
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
      release: () => rename(claimed, path.join(folder, name)),
    };
  };
  /** Files whose instance stopped before it said what became of them: waiting again. */
  const recoverStale = async () => {
    const now = clock();
    for (const name of await readdir(taking)) {
      const since = await stat(path.join(taking, name)).then(
        (stats) => stats.ctimeMs,
        () => now, // gone meanwhile
      );
      if (now - since > staleMs) await rename(path.join(taking, name), path.join(folder, name)).catch(() => undefined);
    }
  };
  return {
    source: folder,
    async take(limit) {
      await mkdir(taking, { recursive: true });
      await recoverStale();
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
