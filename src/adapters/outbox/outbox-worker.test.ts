import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../ports/logger.ts';
import type { Mailer, OutgoingMail } from '../../ports/mailer.ts';
import type { ClaimedMessage, Held, OutboxStore } from '../../ports/outbox.ts';
import type { QuoteSummary } from '../../domain/notifications/quote-summary.ts';
import { startOutboxWorker } from './outbox-worker.ts';

// The worker against a store and a mailer in memory: what it sends, and what it tells the store.
// What a message says is render-message.ts's business (tested beside it).
vi.mock('../mail/render-message.ts', () => ({ renderMessage: () => ({ subject: 'Devis', text: 'Bonjour', html: '<p>Bonjour</p>' }) }));

const message = (id: string): ClaimedMessage => ({
  id,
  attempts: 1,
  claim: 1,
  kind: 'quote-summary',
  audience: 'agent',
  email: null,
  language: 'fr',
  reference: id,
  summary: { client: { name: 'Claire Martin' } } as unknown as QuoteSummary,
});

function fakeStore(due: ClaimedMessage[], overrides: Partial<Record<keyof OutboxStore, (...args: never[]) => Promise<unknown>>> = {}) {
  const calls: string[] = [];
  let pending = [...due];
  const store = {
    claim: vi.fn(async (limit: number) => {
      const taken = pending.slice(0, limit);
      pending = pending.slice(limit);
      return taken;
    }),
    renew: vi.fn(async () => []),
    release: vi.fn(async (held: Held[]) => void calls.push(`release ${held.map(({ id }) => id).join(',')}`)),
    markSent: vi.fn(async ({ id }: Held) => void calls.push(`sent ${id}`)),
    markRetry: vi.fn(async ({ id }: Held) => void calls.push(`retry ${id}`)),
    markFailed: vi.fn(async ({ id }: Held) => void calls.push(`failed ${id}`)),
    resend: vi.fn(async () => true),
    ...overrides,
  } as unknown as OutboxStore;
  return { store, calls };
}

function recordingMailer(delayMs = 0) {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    destination: 'memory',
    async send(mail) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(mail);
    },
  };
  return { mailer, sent };
}

const logger: Logger = {
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
  http: () => {},
  withRequestId: (_id, work) => work(),
};
const settings = {
  from: 'Flash <noreply@flash.example>',
  agentEmail: 'agents@flash.example',
  agentLanguage: 'fr' as const,
  pollMs: 60_000,
  maxAttempts: 3,
  initialDelayMs: 10,
  maxDelayMs: 100,
};

describe('the outbox worker', () => {
  it('sends each due message once, several at a time, each with its own Message-ID', async () => {
    const { store, calls } = fakeStore(['a', 'b', 'c', 'd', 'e'].map(message));
    const { mailer, sent } = recordingMailer(20);
    const worker = startOutboxWorker({ ...settings, store, mailer, logger, parallelSends: 3 });
    await vi.waitFor(() => expect(calls.filter((call) => call.startsWith('sent'))).toHaveLength(5));
    await worker.stop();
    expect(sent.map((mail) => mail.messageId).sort()).toEqual(['a', 'b', 'c', 'd', 'e'].map((id) => `${id}@flash.outbox`));
  });

  it('keeps trying to mark a sent message while the database is away, and never sends it again', async () => {
    let failures = 2;
    const { store, calls } = fakeStore([message('a')], {
      markSent: vi.fn(async ({ id }: Held) => {
        if (failures-- > 0) throw new Error('Connection terminated unexpectedly');
        calls.push(`sent ${id}`);
      }),
    });
    const { mailer, sent } = recordingMailer();
    const worker = startOutboxWorker({ ...settings, store, mailer, logger });
    await vi.waitFor(() => expect(calls).toContain('sent a'), { timeout: 10_000 });
    await worker.stop();
    expect(sent).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('retry'))).toEqual([]);
  });

  it('gives back the messages it claimed but did not send when it stops', async () => {
    const { store, calls } = fakeStore(['a', 'b', 'c', 'd'].map(message));
    const { mailer } = recordingMailer(200);
    const worker = startOutboxWorker({ ...settings, store, mailer, logger, parallelSends: 1 });
    await vi.waitFor(() => expect(store.claim).toHaveBeenCalled());
    await worker.stop();
    expect(calls).toEqual(['sent a', 'release b,c,d']);
  });

  it('checks its claim before each send and drops what another worker took over meanwhile', async () => {
    // The worker stalled past its lease while sending 'a': 'b' and 'c' were claimed again elsewhere.
    const takenOver = new Set<string>();
    const { store, calls } = fakeStore(['a', 'b', 'c'].map(message), {
      renew: vi.fn(async (held: Held[]) => held.map(({ id }) => id).filter((id) => takenOver.has(id))),
    });
    const sent: string[] = [];
    const mailer: Mailer = {
      destination: 'memory',
      async send(mail) {
        takenOver.add('b').add('c');
        sent.push(mail.messageId);
      },
    };
    const worker = startOutboxWorker({ ...settings, store, mailer, logger, parallelSends: 1 });
    await vi.waitFor(() => expect(calls).toContain('sent a'));
    await worker.stop();
    expect(sent).toEqual(['a@flash.outbox']);
    // Neither marked nor given back: they belong to the newer claim.
    expect(calls).toEqual(['sent a']);
  });

  it('sends nothing it could not check, and leaves it for the next claim', async () => {
    const { store, calls } = fakeStore([message('a')], {
      renew: vi.fn(async () => {
        throw new Error('Connection terminated unexpectedly');
      }),
    });
    const { mailer, sent } = recordingMailer();
    const worker = startOutboxWorker({ ...settings, store, mailer, logger });
    await vi.waitFor(() => expect(store.renew).toHaveBeenCalled());
    await worker.stop();
    expect(sent).toEqual([]);
    expect(calls).toEqual([]);
  });
});
