import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { decompress } from 'wawoff2';

// The scripts Inter has no letters for, as names and addresses may carry them: Arabic, Hebrew,
// Chinese and Japanese (Noto Sans SC's Han and kana), emoji. Noto fonts (SIL Open Font License),
// from @fontsource-variable: each is cut into files by Unicode range (its unicode.json), so a
// document embeds only the files its text needs. Their variable weight is drawn at its default
// (100, the thinnest, for Hebrew and Chinese): the writer thickens those with an outline. pdfkit cannot embed WOFF2 (its
// glyphs come out empty), so each file is decompressed to TrueType once per process (trueTypeOf).

// With the weight each file draws at (its variation axis's default).
const FAMILIES = [
  ['@fontsource-variable/noto-sans-arabic', 'noto-sans-arabic', 400],
  ['@fontsource-variable/noto-sans-hebrew', 'noto-sans-hebrew', 100],
  ['@fontsource-variable/noto-sans-sc', 'noto-sans-sc', 100],
  ['@fontsource-variable/noto-emoji', 'noto-emoji', 400],
] as const;

export interface FallbackFile {
  /** the name the file is registered under in a document */
  name: string;
  file: string;
  ranges: Array<[from: number, to: number]>;
  /** the weight its letters are drawn at without help (400 is regular) */
  weight: number;
}

const require = createRequire(import.meta.url);

/** "U+0600-06ff,U+0750" → [[0x600, 0x6ff], [0x750, 0x750]] */
function rangesOf(unicodeRange: string): Array<[number, number]> {
  return unicodeRange.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

function filesOf(packageName: string, prefix: string, weight: number): FallbackFile[] {
  const directory = path.dirname(require.resolve(`${packageName}/package.json`));
  const subsets = JSON.parse(readFileSync(path.join(directory, 'unicode.json'), 'utf8')) as Record<string, string>;
  return Object.entries(subsets)
    .filter(([subset]) => !/^(latin|latin-ext|cyrillic|cyrillic-ext|greek|vietnamese)$/.test(subset))
    .map(([subset, range]) => {
      const name = `${prefix}-${subset.replace(/[[\]]/g, '')}`;
      return { name, file: path.join(directory, 'files', `${name}-wght-normal.woff2`), ranges: rangesOf(range), weight };
    });
}

/** Every fallback file, in the order they are tried. */
export const FALLBACK_FILES: readonly FallbackFile[] = FAMILIES.flatMap(([packageName, prefix, weight]) =>
  filesOf(packageName, prefix, weight),
);

/** A file by the name it is registered under. */
export const fallbackFileNamed = (name: string) => FALLBACK_FILES.find((file) => file.name === name);

/** The fallback files whose range holds this code point, in the order they are tried. */
export function fallbackFilesFor(codePoint: number): FallbackFile[] {
  return FALLBACK_FILES.filter((file) => file.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));
}

const decompressed = new Map<string, Promise<Buffer>>();

/**
 * A WOFF2 file as TrueType, decompressed once per process. pdfkit's fontkit reads a WOFF file's
 * tables inflated again at each glyph it measures (a PDF took 176 ms that way here, 53 ms from TrueType).
 */
export function trueTypeOf(woff2File: string): Promise<Buffer> {
  let font = decompressed.get(woff2File);
  if (!font) {
    font = readFile(woff2File).then(async (woff2) => Buffer.from(await decompress(woff2)));
    // A failure is not kept: the next document tries again.
    font.catch(() => decompressed.delete(woff2File));
    decompressed.set(woff2File, font);
  }
  return font;
}
