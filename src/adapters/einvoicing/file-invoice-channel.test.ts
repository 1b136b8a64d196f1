import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileInvoiceChannel } from './file-invoice-channel.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the invoices’ folder channel', () => {
  it('makes its folder when it is made, before any invoice, then writes each file whole', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'einvoices-'));
    made.push(root);
    const folder = path.join(root, 'data', 'einvoices');
    const channel = fileInvoiceChannel(folder);
    expect(existsSync(folder)).toBe(true);
    await channel.send({ number: 'F-2026-000001', pdf: new TextEncoder().encode('%PDF-1.7') });
    expect(readdirSync(folder)).toEqual(['F-2026-000001.pdf']);
    expect(readFileSync(path.join(folder, 'F-2026-000001.pdf'), 'utf8')).toBe('%PDF-1.7');
  });
});
