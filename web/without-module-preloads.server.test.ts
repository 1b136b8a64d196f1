import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './without-module-preloads.server.ts';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe('withoutModulePreloads', () => {
  const page = '<head><link rel="modulepreload" href="/assets/a.js"/><title>Transport é</title></head><body>Enlèvement<link rel="modulepreload" href="/assets/b.js"/></body>';

  it('drops the hints and keeps everything else', async () => {
    await expect(through([Buffer.from(page)])).resolves.toBe('<head><title>Transport é</title></head><body>Enlèvement</body>');
  });

  it('holds a tag cut between chunks, and a character cut between its bytes', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      await expect(through([bytes.subarray(0, cut), bytes.subarray(cut)])).resolves.toBe('<head><title>Transport é</title></head><body>Enlèvement</body>');
    }
  });

  it('lets an unfinished tag through at the end', async () => {
    await expect(through([Buffer.from('<p>ok</p><scr')])).resolves.toBe('<p>ok</p><scr');
  });
});
