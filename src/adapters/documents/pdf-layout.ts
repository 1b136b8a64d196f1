import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { type FallbackFile, fallbackFileNamed, fallbackFilesFor, trueTypeOf } from './fallback-fonts.ts';

// The layout both PDFs share (the quote document, the delivery note): A4, the site's typeface,
// label and value rows, page numbers, and any script's letters.

// Inter (SIL Open Font License, @fontsource/inter): the site's typeface. Its Latin file has no
// Polish or Czech letters and its Latin Extended file no basic Latin, so each run of text is
// written in the file that has its letters.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`@fontsource/inter/files/${name}.woff2`);
const FONTS = {
  regular: fontFile('inter-latin-400-normal'),
  regularExt: fontFile('inter-latin-ext-400-normal'),
  bold: fontFile('inter-latin-700-normal'),
  boldExt: fontFile('inter-latin-ext-700-normal'),
};
export const INK = '#14213d';
export const MUTED = '#4a5568';
export const BRAND = '#0b3d91';
export const MARGIN = 50;

export type Doc = InstanceType<typeof PDFDocument>;

/**
 * An A4 PDF with the fonts for every letter of `words`, and the promise of its bytes once ended.
 */
export async function openPdf(
  info: { title: string; author: string; language: string; layout?: 'portrait' | 'landscape' },
  words: unknown,
) {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: info.layout ?? 'portrait',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.author },
    lang: info.language,
  });
  const written = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const inter = await Promise.all(Object.entries(FONTS).map(async ([name, file]) => [name, await trueTypeOf(file)] as const));
  for (const [name, data] of inter) pdf.registerFont(name, data);
  await registerFallbacks(pdf, JSON.stringify(words));
  return { pdf, written };
}

/** Registers the Noto files for the letters of `text` that Inter does not have. */
async function registerFallbacks(pdf: Doc, text: string) {
  const needed = new Map<string, FallbackFile>();
  for (const character of new Set(withoutJoiners(text))) {
    if (covers(pdf, 'regular', character) || covers(pdf, 'regularExt', character)) continue;
    for (const file of fallbackFilesFor(character.codePointAt(0)!)) needed.set(file.name, file);
  }
  const fonts = await Promise.all([...needed.values()].map(async (file) => [file.name, await trueTypeOf(file.file)] as const));
  for (const [name, data] of fonts) pdf.registerFont(name, data);
  registered.set(pdf, new Set(fonts.map(([name]) => name)));
}

/** The words both documents open with: who writes, its title, and the shipper, route and goods. */
export interface DocumentOpening {
  operatorName: string;
  operatorLine: string;
  title: string;
  shipperHeading: string;
  shipper: Array<[string, string]>;
  transportHeading: string;
  transport: Array<[string, string]>;
  goodsHeading: string;
  goodsLines: string[];
  goods: Array<[string, string]>;
}

/** Who writes (the operator and its line), the document's title, and a line under it. */
export function writeHeading(pdf: Doc, words: Pick<DocumentOpening, 'operatorName' | 'operatorLine' | 'title'>, underTitle?: string) {
  text(pdf, words.operatorName, { bold: true, size: 16, color: BRAND });
  text(pdf, words.operatorLine, { size: 8.5, color: MUTED });
  pdf.moveDown(0.8);
  text(pdf, words.title, { bold: true, size: 20 });
  if (underTitle) text(pdf, underTitle, { size: 10, color: MUTED });
}

/** The operator, the title (and a line under it), then the shipper, the transport and the goods. */
export function writeOpening(pdf: Doc, words: DocumentOpening, underTitle?: string) {
  writeHeading(pdf, words, underTitle);
  section(pdf, words.shipperHeading);
  rows(pdf, words.shipper);
  section(pdf, words.transportHeading);
  rows(pdf, words.transport);
  section(pdf, words.goodsHeading);
  rows(pdf, [...words.goodsLines.map((line, index): [string, string] => [`#${index + 1}`, line]), ...words.goods]);
}

/** Page numbers at the foot of each page. */
export function pageNumbers(pdf: Doc, page: (number: number, count: number) => string) {
  // Page numbers at the foot of each page.
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    text(pdf, page(index + 1, range.count), { size: 8, color: MUTED, at: { x: MARGIN, y: pdf.page.height - 30 } });
    pdf.page.margins.bottom = bottom;
  }
}

export function section(pdf: Doc, title: string) {
  pdf.moveDown(0.7);
  if (pdf.y > pdf.page.height - MARGIN - 80) pdf.addPage();
  text(pdf, title, { bold: true, size: 13, color: BRAND });
  pdf.moveDown(0.2);
}

/** Label and value side by side, the value wrapping in its column. */
export function rows(pdf: Doc, entries: Array<[string, string]>) {
  const labelWidth = 150;
  for (const [label, value] of entries) {
    const y = pdf.y;
    text(pdf, label, { size: 9.5, color: MUTED, at: { x: MARGIN, y }, width: labelWidth - 10 });
    const labelBottom = pdf.y;
    text(pdf, value, { size: 10, at: { x: MARGIN + labelWidth, y }, width: pdf.page.width - 2 * MARGIN - labelWidth });
    pdf.y = Math.max(pdf.y, labelBottom) + 1;
    pdf.x = MARGIN;
  }
}

interface TextOptions {
  bold?: boolean;
  size?: number;
  color?: string;
  width?: number;
  at?: { x: number; y: number };
  /** figures in a table's column line up on the right */
  align?: 'left' | 'right';
}

/** The font that draws a letter: Inter's file for it, else the first Noto file that has it (else Inter: a box). */
function fontFor(pdf: Doc, base: string, extended: string, character: string): string {
  if (covers(pdf, base, character)) return base;
  if (covers(pdf, extended, character)) return extended;
  const known = registered.get(pdf);
  for (const fallback of fallbackFilesFor(character.codePointAt(0)!))
    if (known?.has(fallback.name) && covers(pdf, fallback.name, character)) return fallback.name;
  return base;
}

/** The Noto files each document registered for its letters (before it is written). */
const registered = new WeakMap<Doc, Set<string>>();

/** Emoji's joiners and presentation selectors have no glyph of their own: the emoji is drawn without them. */
const withoutJoiners = (text: string) => text.replace(/\u200d|\ufe0e|\ufe0f/g, '');

/** Letters of right-to-left scripts (Hebrew, Arabic and their presentation forms). */
const RTL = '\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff';
const RTL_WORDS = new RegExp(`[${RTL}]+(?:\\s+[${RTL}]+)*`, 'g');

/**
 * pdfkit lays out lines left to right; each right-to-left word is turned by the font's layout,
 * but the words stay in the order written: a right-to-left phrase has its words put in the
 * order they are read (a mixed line is otherwise left as written).
 */
const wordsInReadingOrder = (text: string) => text.replace(RTL_WORDS, (phrase) => phrase.split(/(\s+)/).reverse().join(''));

/**
 * Writes a text in runs, each in the font file that has its letters (`continued` joins them
 * into one paragraph that wraps as one).
 */
export function text(pdf: Doc, value: string, options: TextOptions = {}) {
  const [base, extended] = options.bold ? ['bold', 'boldExt'] : ['regular', 'regularExt'];
  pdf.fontSize(options.size ?? 10).fillColor(options.color ?? INK);
  const runs: Array<{ font: string; text: string }> = [];
  // The narrow no-break space of French typography draws as a box in pdfkit: a no-break space.
  for (const character of wordsInReadingOrder(withoutJoiners(value.replace(/\u202f/g, '\u00a0')))) {
    const font = fontFor(pdf, base!, extended!, character);
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  if (runs.length === 0) runs.push({ font: base!, text: '' });
  runs.forEach((run, index) => {
    pdf.font(run.font);
    const more = index < runs.length - 1;
    // A Noto file drawn thinner than the text wants: an outline of the text's colour brings it
    // to regular (or bold) beside Inter.
    const outline = outlineFor(fallbackFileNamed(run.font)?.weight, options.bold ?? false) * (options.size ?? 10);
    const thickened = outline > 0;
    if (thickened) pdf.lineWidth(outline).strokeColor(options.color ?? INK);
    const layout = { width: options.width, continued: more, lineGap: 1.5, fill: true, stroke: thickened, align: options.align };
    if (index === 0 && options.at) pdf.text(run.text, options.at.x, options.at.y, layout);
    else pdf.text(run.text, layout);
  });
}

/** The outline, as a share of the font size, that brings a file drawn at `weight` to regular or bold (none for Inter). */
function outlineFor(weight: number | undefined, bold: boolean): number {
  if (weight === undefined) return 0;
  const wanted = bold ? 700 : 400;
  return Math.max(0, wanted - weight) / 7_500;
}

/** Whether a font file has a letter: asked of the font pdfkit opened (fontkit's). */
function covers(pdf: Doc, font: string, character: string): boolean {
  pdf.font(font);
  const opened = (pdf as unknown as { _font: { font?: { hasGlyphForCodePoint(code: number): boolean } } })._font.font;
  return opened?.hasGlyphForCodePoint(character.codePointAt(0)!) ?? true;
}

/** One line of a table: each cell wraps in its column, the `figures` columns aligned right; a rule under it, darker under a heading or a total. */
export function tableRow(
  pdf: Doc,
  cells: readonly string[],
  widths: readonly number[],
  style: { bold?: boolean; color?: string; size?: number; figures: ReadonlySet<number> },
) {
  const top = pdf.y + 4;
  let bottom = top;
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const align = style.figures.has(index) ? 'right' : 'left';
    text(pdf, cell, { bold: style.bold, color: style.color, size: style.size ?? 9, at: { x, y: top }, width: widths[index]! - 6, align });
    bottom = Math.max(bottom, pdf.y);
    x += widths[index]!;
  });
  pdf
    .moveTo(MARGIN, bottom + 3)
    .lineTo(pdf.page.width - MARGIN, bottom + 3)
    .lineWidth(0.5)
    .strokeColor(style.bold ? INK : '#c5cedc')
    .stroke();
  pdf.x = MARGIN;
  pdf.y = bottom + 3;
}
