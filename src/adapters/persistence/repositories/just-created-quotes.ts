import type { EntityManager } from '@mikro-orm/postgresql';
import type { Quote } from '../../../domain/quote/quote.ts';
import type { QuoteRepository } from '../../../ports/quote-repository.ts';

/** How long a quote this process has just stored is read from its memory (ADR 0060). */
export const JUST_CREATED_MS = 2_000;
const CAPACITY = 2_000;

/**
 * The quotes this process has just stored, each read back once by the pricing (ADR 0060): the
 * request for the offers follows every creation at once, and a read of the row this process
 * wrote a moment ago was one of a quote's three round trips. A copy is the row as inserted; it
 * is dropped when read and after JUST_CREATED_MS.
 */
export class JustCreatedQuotes {
  readonly #kept = new Map<string, { quote: Quote; ownerKey: string; until: number }>();
  readonly #now: () => number;

  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
  }

  keep(quote: Quote, ownerKey: string): void {
    this.#kept.set(quote.id, { quote, ownerKey, until: this.#now() + JUST_CREATED_MS });
    if (this.#kept.size > CAPACITY) this.#kept.delete(this.#kept.keys().next().value!);
  }

  /** The copy of quote `id` if its owner asks for it in time; gone once taken, whoever asks. */
  take(id: string, ownerKey: string): Quote | undefined {
    const kept = this.#kept.get(id);
    if (!kept) return undefined;
    this.#kept.delete(id);
    return kept.ownerKey === ownerKey && kept.until > this.#now() ? kept.quote : undefined;
  }
}

// One memory per database: the admission stores the quote, the repository reads it back.
const byDatabase = new WeakMap<EntityManager, JustCreatedQuotes>();

export function justCreatedQuotes(root: EntityManager): JustCreatedQuotes {
  let quotes = byDatabase.get(root);
  if (!quotes) byDatabase.set(root, (quotes = new JustCreatedQuotes()));
  return quotes;
}

/**
 * The quotes as the pricing reads them: a quote stored by this process a moment ago from memory,
 * once; everything else as `quotes` does it. Only the pricing may read so: its write is
 * conditional on the quote being still unpriced, and when another process has moved it on since
 * (priced it, asked for a callback), the write finds that out and the pricing answers what is
 * stored. A reader acting on what it reads (the contact form, the confirmation) never sees a copy.
 */
export function pricingFromMemory(quotes: QuoteRepository, justCreated: JustCreatedQuotes): QuoteRepository {
  return { ...quotes, findOwned: async (id, ownerKey) => justCreated.take(id, ownerKey) ?? quotes.findOwned(id, ownerKey) };
}
