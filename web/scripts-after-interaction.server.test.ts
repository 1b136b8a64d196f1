import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { IDLE_PREFETCH_REL, INERT_MODULE_TYPE } from './hydrate-on-interaction.ts';
import { scriptsAfterInteraction } from './scripts-after-interaction.server.ts';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterInteraction()));
}

describe('scriptsAfterInteraction', () => {
  const page =
    '<head><link rel="modulepreload" href="/assets/a.js"/><title>Transport é</title></head><body>Enlèvement<link rel="modulepreload" href="/assets/b.js"/>' +
    '<script>window.ctx = 1;</script><script type="module" async="">import "/assets/entry.js";</script></body>';
  const rewritten =
    `<head><link rel="${IDLE_PREFETCH_REL}" href="/assets/a.js"/><title>Transport é</title></head><body>Enlèvement<link rel="${IDLE_PREFETCH_REL}" href="/assets/b.js"/>` +
    `<script>window.ctx = 1;</script><script type="${INERT_MODULE_TYPE}" async="">import "/assets/entry.js";</script></body>`;

  it('leaves the hints and the module script inert and keeps everything else', async () => {
    await expect(through([Buffer.from(page)])).resolves.toBe(rewritten);
  });

  it('holds a tag cut between chunks, and a character cut between its bytes', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 3) {
      await expect(through([bytes.subarray(0, cut), bytes.subarray(cut)])).resolves.toBe(rewritten);
    }
  });

  it('keeps a Content-Security-Policy nonce wherever it stands among the attributes', async () => {
    const withNonce =
      '<link rel="modulepreload" href="/assets/a.js" nonce="n0=="/><script nonce="n0==">window.ctx = 1;</script>' +
      '<script nonce="n0==" type="module" async="">import "/assets/entry.js";</script><script type="module" nonce="n0==">x</script>';
    await expect(through([Buffer.from(withNonce)])).resolves.toBe(
      `<link rel="${IDLE_PREFETCH_REL}" href="/assets/a.js" nonce="n0=="/><script nonce="n0==">window.ctx = 1;</script>` +
        `<script nonce="n0==" type="${INERT_MODULE_TYPE}" async="">import "/assets/entry.js";</script><script type="${INERT_MODULE_TYPE}" nonce="n0==">x</script>`,
    );
  });

  it('lets an unfinished tag through at the end', async () => {
    await expect(through([Buffer.from('<p>ok</p><scr')])).resolves.toBe('<p>ok</p><scr');
  });
});
