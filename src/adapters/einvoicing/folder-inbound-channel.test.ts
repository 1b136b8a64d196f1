import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderInboundChannel } from './folder-inbound-channel.ts';

const folder = () => mkdtemp(path.join(tmpdir(), 'einvoices-in-'));

describe('the inbound invoices folder', () => {
  it('gives each file to one of two instances, skips one still being written, and files it received or refused with why', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, 'a.xml'), 'a');
    await writeFile(path.join(dir, 'b.pdf'), 'b');
    await writeFile(path.join(dir, 'c.xml.part'), 'c');
    const [one, two] = await Promise.all([folderInboundChannel(dir).take(10), folderInboundChannel(dir).take(10)]);
    const names = [...one, ...two].map((file) => file.name).sort();
    expect(names).toEqual(['a.xml', 'b.pdf']);
    const [a, b] = [...one, ...two].sort((x, y) => x.name.localeCompare(y.name));
    await a!.received();
    await b!.refused('unreadable');
    expect(await readdir(path.join(dir, 'received'))).toEqual(['a.xml']);
    expect((await readdir(path.join(dir, 'refused'))).sort()).toEqual(['b.pdf', 'b.pdf.why.txt']);
    expect(await readFile(path.join(dir, 'refused', 'b.pdf.why.txt'), 'utf8')).toBe('unreadable\n');
  });

  it('puts a file back when the caller could not deal with it, and one left taken by a stopped instance after a while', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, 'a.xml'), 'a');
    await writeFile(path.join(dir, 'b.xml'), 'b');
    const channel = folderInboundChannel(dir, 60_000);
    const taken = await channel.take(10);
    const a = taken.find((file) => file.name === 'a.xml')!;
    await a.release();
    // b.xml's instance stopped: it stays taken while that is recent…
    expect((await channel.take(10)).map((file) => file.name)).toEqual(['a.xml']);
    // …and waits again once taken longer ago than the lease: two minutes on, both are given again.
    const later = folderInboundChannel(dir, 60_000, () => Date.now() + 120_000);
    expect((await later.take(10)).map((file) => file.name).sort()).toEqual(['a.xml', 'b.xml']);
  });
});
