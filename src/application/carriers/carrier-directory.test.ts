import { describe, expect, it } from 'vitest';
import { documentFileType } from './carrier-directory.ts';

// A carrier's scan is what its first bytes say, whatever its name claims.

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0]);

describe('documentFileType', () => {
  it('knows a PDF, a JPEG and a PNG by their first bytes', () => {
    expect(documentFileType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(documentFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(documentFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
  });

  it('refuses anything else, a renamed script or an empty file', () => {
    expect(documentFileType(new TextEncoder().encode('<script>alert(1)</script>'))).toBeUndefined();
    expect(documentFileType(new TextEncoder().encode('%PDF'))).toBeUndefined();
    expect(documentFileType(new Uint8Array())).toBeUndefined();
  });
});
