import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatDuration } from '../../domain/pricing/delivery-estimate.ts';
import { type Language, LOCALE_OF } from '../../domain/language.ts';
import { operatorLine, supportPhoneFor } from '../../domain/operator.ts';
import { offerTitleOf } from '../../domain/quote/quote.ts';
import type { QuoteDocument } from '../../domain/quote/quote-document.ts';
import { translate } from '../../i18n/translate.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';

// Inter (SIL Open Font License, @fontsource/inter): the site's typeface. Its Latin file has no
// Polish or Czech letters and its Latin Extended file no basic Latin, so each run of text is
// written in the file that has its letters.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`@fontsource/inter/files/${name}.woff`);
const FONTS = {
  regular: fontFile('inter-latin-400-normal'),
  regularExt: fontFile('inter-latin-ext-400-normal'),
  bold: fontFile('inter-latin-700-normal'),
  boldExt: fontFile('inter-latin-ext-700-normal'),
};
const INK = '#14213d';
const MUTED = '#4a5568';
const BRAND = '#0b3d91';
const MARGIN = 50;

type Doc = InstanceType<typeof PDFDocument>;

/** The quote document as a PDF (A4), in the language asked: the same facts as its printable page. */
export function pdfQuoteDocuments(): QuoteDocumentRenderer {
  return {
    pdf: (document, language) =>
      new Promise<Buffer>((resolve, reject) => {
        const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
        const pdf = new PDFDocument({
          size: 'A4',
          margin: MARGIN,
          bufferPages: true,
          info: { Title: t('booking.document.title', { reference: document.reference }), Author: document.operator.name },
          lang: language,
        });
        const chunks: Buffer[] = [];
        pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
        pdf.on('end', () => resolve(Buffer.concat(chunks)));
        pdf.on('error', reject);
        for (const [name, file] of Object.entries(FONTS)) pdf.registerFont(name, file);
        write(pdf, document, language, t);
        pdf.end();
      }),
  };
}

function write(
  pdf: Doc,
  document: QuoteDocument,
  language: Language,
  t: (key: string, values?: Record<string, string | number>) => string,
) {
  const locale = LOCALE_OF[language];
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const at = (iso: string) => instant.format(new Date(iso));
  const wanted = (date: string | null, time: string | null) =>
    date ? `${day.format(new Date(`${date}T00:00:00Z`))}${time ? `, ${time.slice(0, 5)}` : ''}` : t('booking.summary.notCalculated');
  const named = (key: string, fallback: string) => {
    const label = t(key);
    return key.endsWith(label) ? fallback : label;
  };
  const width = pdf.page.width - 2 * MARGIN;

  // The carrier, then the title and dates.
  text(pdf, document.operator.name, { bold: true, size: 16, color: BRAND });
  text(pdf, operatorLine(document.operator, language, t('footer.operator.vat')), { size: 8.5, color: MUTED });
  pdf.moveDown(0.8);
  text(pdf, t('booking.document.title', { reference: document.reference }), { bold: true, size: 20 });
  text(
    pdf,
    `${t('booking.document.issued', { date: at(document.issuedAt) })} — ${t('booking.document.validUntil', { date: at(document.validUntil) })}`,
    {
      size: 10,
      color: MUTED,
    },
  );

  section(pdf, t('booking.document.shipper'));
  const shipper = document.shipper;
  rows(pdf, [
    [t('mail.summary.name'), `${shipper.firstName} ${shipper.lastName}`.trim()],
    [t('mail.summary.company'), shipper.company || t('mail.notProvided')],
    [t('mail.summary.email'), shipper.email],
    [t('mail.summary.phone'), shipper.phone || t('mail.notProvided')],
    ...(document.poNumber ? ([[t('mail.summary.poNumber'), document.poNumber]] as Array<[string, string]>) : []),
    ...(document.customerReference ? ([[t('mail.summary.customerReference'), document.customerReference]] as Array<[string, string]>) : []),
  ]);

  section(pdf, t('booking.document.transport'));
  rows(pdf, [
    [
      t('booking.summary.pickup'),
      `${document.departure.address} (${named(`countries.${document.departure.country}`, document.departure.country)})`,
    ],
    [
      t('booking.summary.delivery'),
      `${document.arrival.address} (${named(`countries.${document.arrival.country}`, document.arrival.country)})`,
    ],
    [t('booking.timeline.requestedPickup'), wanted(document.requestedPickup.date, document.requestedPickup.time)],
    [
      t('booking.timeline.requestedDelivery'),
      document.requestedDelivery
        ? wanted(document.requestedDelivery.date, document.requestedDelivery.time)
        : t('booking.timeline.asSoonAsPossible'),
    ],
    [
      t('booking.summary.vehicle'),
      document.vehicleType ? named(`booking.vehicles.${document.vehicleType}`, document.vehicleType) : t('mail.notProvided'),
    ],
    [t('booking.summary.distance'), document.distanceKm === null ? t('booking.summary.notCalculated') : `${document.distanceKm} km`],
    [
      t('booking.summary.duration'),
      document.transitSeconds === null ? t('booking.summary.notCalculated') : formatDuration(document.transitSeconds),
    ],
    ...(document.crossings.length
      ? ([[t('booking.summary.crossing'), document.crossings.map((crossing) => t(`booking.crossings.${crossing}`)).join(', ')]] as Array<
          [string, string]
        >)
      : []),
  ]);

  section(pdf, t('booking.document.goods'));
  rows(pdf, [
    ...document.parcels.map((line, index): [string, string] => [
      `#${index + 1}`,
      t('booking.summary.line', {
        quantity: line.quantity,
        type: t(`booking.parcelTypes.${line.type}`),
        weight: number.format(line.weight),
        length: line.length,
        width: line.width,
        height: line.height,
      }),
    ]),
    [
      t('booking.recap.goods'),
      t('booking.recap.goodsTotals', { weight: number.format(document.totals.weightKg), volume: number.format(document.totals.volumeM3) }),
    ],
    [t('booking.summary.stackable'), t(document.isStackable ? 'booking.yes' : 'booking.no')],
    [t('booking.summary.dangerous'), t(document.isDangerous ? 'booking.yes' : 'booking.no')],
    ...(document.comments ? ([[t('mail.summary.comments'), document.comments]] as Array<[string, string]>) : []),
  ]);

  section(pdf, t('booking.document.offers'));
  for (const offer of document.offers) {
    if (pdf.y > pdf.page.height - MARGIN - 110) pdf.addPage();
    const top = pdf.y;
    const title = `${offerTitleOf(offer.variant) ?? offer.title}${offer.chosen ? ` — ${t('booking.document.chosen')}` : ''}`;
    text(pdf, title, { bold: true, size: 11.5, color: offer.chosen ? BRAND : INK });
    rows(pdf, [
      [t('booking.timeline.pickupWindow'), `${at(offer.pickupWindow.from)} – ${at(offer.pickupWindow.to)}`],
      [
        t('booking.timeline.estimatedDelivery'),
        `${at(offer.estimatedDelivery)}${offer.meetsRequestedDelivery === undefined ? '' : ` — ${t(offer.meetsRequestedDelivery ? 'booking.timeline.meets' : 'booking.timeline.late')}`}`,
      ],
      [t('booking.recap.priceExcludingTax'), money.format(offer.priceExcludingTax)],
      [t('booking.recap.vat', { rate: percent.format(document.vatRate) }), money.format(offer.vat)],
      [t('booking.recap.priceIncludingTax'), money.format(offer.priceIncludingTax)],
    ]);
    if (offer.chosen)
      pdf
        .rect(MARGIN - 8, top - 4, 3, pdf.y - top)
        .fill(BRAND)
        .fillColor(INK);
    pdf.moveDown(0.5);
  }

  pdf.moveDown(0.5);
  text(pdf, t('booking.document.validUntil', { date: at(document.validUntil) }), { bold: true, size: 10 });
  text(pdf, t('booking.document.priceTerms'), { size: 9.5, color: MUTED, width });
  pdf.moveDown(0.5);
  text(pdf, t('booking.document.contact', { phone: supportPhoneFor(document.operator, language), email: document.operator.email }), {
    size: 9.5,
    width,
  });

  // Page numbers at the foot of each page.
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    text(pdf, `${document.reference} — ${t('booking.document.page', { page: index + 1, pages: range.count })}`, {
      size: 8,
      color: MUTED,
      at: { x: MARGIN, y: pdf.page.height - 30 },
    });
    pdf.page.margins.bottom = bottom;
  }
}

function section(pdf: Doc, title: string) {
  pdf.moveDown(0.7);
  if (pdf.y > pdf.page.height - MARGIN - 80) pdf.addPage();
  text(pdf, title, { bold: true, size: 13, color: BRAND });
  pdf.moveDown(0.2);
}

/** Label and value side by side, the value wrapping in its column. */
function rows(pdf: Doc, entries: Array<[string, string]>) {
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
}

/**
 * Writes a text in runs, each in the Inter file that has its letters (`continued` joins them
 * into one paragraph that wraps as one).
 */
function text(pdf: Doc, value: string, options: TextOptions = {}) {
  const [base, extended] = options.bold ? ['bold', 'boldExt'] : ['regular', 'regularExt'];
  pdf.fontSize(options.size ?? 10).fillColor(options.color ?? INK);
  const runs: Array<{ font: string; text: string }> = [];
  // The narrow no-break space of French typography draws as a box in pdfkit: a no-break space.
  for (const character of value.replace(/\u202f/g, '\u00a0')) {
    const font = covers(pdf, base!, character) || !covers(pdf, extended!, character) ? base! : extended!;
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  if (runs.length === 0) runs.push({ font: base!, text: '' });
  runs.forEach((run, index) => {
    pdf.font(run.font);
    const more = index < runs.length - 1;
    const layout = { width: options.width, continued: more, lineGap: 1.5 };
    if (index === 0 && options.at) pdf.text(run.text, options.at.x, options.at.y, layout);
    else pdf.text(run.text, layout);
  });
}

/** Whether a font file has a letter: asked of the font pdfkit opened (fontkit's). */
function covers(pdf: Doc, font: string, character: string): boolean {
  pdf.font(font);
  const opened = (pdf as unknown as { _font: { font?: { hasGlyphForCodePoint(code: number): boolean } } })._font.font;
  return opened?.hasGlyphForCodePoint(character.codePointAt(0)!) ?? true;
}
