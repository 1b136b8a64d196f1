import { Piscina } from 'piscina';
import { QuotaSpent } from '../../ports/rate-limiter.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import type { RenderTask } from './pdf-render-worker.ts';

export interface DocumentPoolOptions {
  /** worker threads rendering at once */
  threads: number;
  /** documents waiting for a thread; one more is refused at once (QuotaSpent) */
  queue: number;
}

/** How long a refused document is told to wait: a few renderings' time. */
const RETRY_AFTER_MS = 2_000;

/**
 * Quote documents rendered in a small pool of worker threads (piscina), off the event loop that
 * answers every other request: a burst of PDFs waits in a bounded queue and the excess is
 * refused with a wait (429), never a stalled process whose other requests time out.
 */
export function pooledPdfDocuments(options: DocumentPoolOptions): QuoteDocumentRenderer & { close(): Promise<void> } {
  const pool = new Piscina({
    filename: new URL('./pdf-render-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    maxQueue: options.queue,
    // A thread not asked for a while is let go (each holds pdfkit and the fonts).
    idleTimeout: 60_000,
  });
  const render = async (task: RenderTask) => {
    // Checked and queued in one turn of the event loop: nothing can fill the queue in between.
    if (pool.queueSize >= options.queue) throw new QuotaSpent(RETRY_AFTER_MS);
    return Buffer.from((await pool.run(task)) as Uint8Array);
  };
  return {
    pdf: (document, language) => render({ kind: 'quote', document, language }),
    deliveryNote: (note, language) => render({ kind: 'deliveryNote', note, language }),
    statement: (statement, language) => render({ kind: 'statement', statement, language }),
    invoice: (invoice, language) => render({ kind: 'invoice', invoice, language }),
    transportOrder: (order, language) => render({ kind: 'transportOrder', order, language }),
    consignmentNote: (note, language) => render({ kind: 'consignmentNote', note, language }),
    close: () => pool.close(),
  };
}
