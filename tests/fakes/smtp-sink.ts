import { vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed. */
export async function smtpSink(port = 0, { delayMs = 0 } = {}) {
  const received: Email[] = [];
  const raw: string[] = [];
  /** Transactions under way: begun (MAIL FROM) but not yet answered, by session. */
  const opening = new Set<string>();
  /** Messages whose data arrived and whose final reply is not yet given, by Message-ID. */
  const awaitingReply = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // On close, connections still open (an app's idle pooled ones) are ended at once instead of
    // after 30 s; the pool would otherwise hold the test until its own 15 s socket timeout.
    closeTimeout: 100,
    onMailFrom(_address, session, callback) {
      opening.add(session.id);
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const message = Buffer.concat(chunks);
        const messageId = /^Message-ID:\s*(\S+)/im.exec(message.toString())?.[1] ?? '';
        opening.delete(session.id);
        awaitingReply.add(messageId);
        // A slow server: the message is accepted only after delayMs.
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        awaitingReply.delete(messageId);
        raw.push(message.toString());
        PostalMime.parse(message).then(
          (email) => {
            received.push(email);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that dies mid-session (a killed app) resets its connection: expected here, and kept
  // for a test to look at rather than thrown out of the test process.
  const errors: Error[] = [];
  server.on('error', (error: Error) => errors.push(error));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    raw,
    errors,
    /** What is being handed over right now: the Message-IDs awaiting their reply, and the transactions not yet that far. */
    inFlight: () => ({ awaitingReply: [...awaitingReply], opening: opening.size }),
    async waitFor(count: number, timeoutMs = 15_000) {
      await vi.waitFor(
        () => {
          if (received.length < count) throw new Error(`only ${received.length} of ${count} messages arrived`);
        },
        { timeout: timeoutMs, interval: 25 },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free loopback port with nothing listening on it yet. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no address');
  return address.port;
}
