import { escapeHtml } from '../../domain/text/escape-html.ts';
import type { Language } from '../../domain/language.ts';
import { translate } from '../../i18n/translate.ts';

// The site's look in an email: what common mail clients (Outlook's Word engine, Gmail's web app,
// Apple Mail) all honour — nested tables, inline styles, web-safe fonts, no images — with the
// tokens of web/styles/tokens.css written out, since mail clients read no stylesheet.
const INK = '#14213d';
const MUTED = '#4a5568';
const BRAND = '#0b3d91';
const ACCENT = '#ffd200';
const BAND = '#f2f5fa';
const LINE = '#dde3ec';
const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

export type Row = [label: string, value: string];

export { escapeHtml };

export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-family:${FONT};font-size:15px;line-height:22px;color:${INK}">${escapeHtml(text)}</p>`;
}

/** A button-like link: the label and the address are both escaped; only http(s) addresses. */
/** A link in the text's flow, under a button: a second thing to open. */
export function textLink(label: string, href: string): string {
  if (!/^https?:\/\//.test(href)) return paragraph(`${label}: ${href}`);
  return `<p style="margin:0 0 16px;font-family:${FONT};font-size:15px;line-height:22px"><a href="${escapeHtml(href)}" style="color:${BRAND}">${escapeHtml(label)}</a></p>`;
}

export function linkButton(label: string, href: string): string {
  if (!/^https?:\/\//.test(href)) return paragraph(`${label}: ${href}`);
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:${BRAND};color:#ffffff;font-family:${FONT};font-size:15px;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

export function sectionTitle(text: string): string {
  return `<h2 style="margin:24px 0 8px;font-family:${FONT};font-size:17px;line-height:24px;color:${BRAND}">${escapeHtml(text)}</h2>`;
}

/** Label and value pairs, one per line, as a two-column table. */
export function rowsTable(rows: readonly Row[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:8px 12px 8px 0;border-bottom:1px solid ${LINE};font-family:${FONT};font-size:14px;line-height:20px;font-weight:bold;color:${MUTED};width:40%">${escapeHtml(label)}</th>` +
        `<td valign="top" style="padding:8px 0;border-bottom:1px solid ${LINE};font-family:${FONT};font-size:14px;line-height:20px;color:${INK}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">${cells}</table>`;
}

/**
 * A whole message: the brand band, the title, the body (already HTML, built with the helpers
 * above) and the footer, in a 600 px column centred on a light band.
 */
export function layout(language: Language, title: string, body: string): string {
  const brand = escapeHtml(translate(language, 'brand.name'));
  const tagline = escapeHtml(translate(language, 'footer.tagline'));
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${BAND}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${BAND}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-collapse:collapse">
<tr><td style="background:${BRAND};border-bottom:4px solid ${ACCENT};padding:18px 28px;font-family:${FONT};font-size:24px;line-height:28px;font-weight:bold;color:#ffffff">${brand}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-family:${FONT};font-size:22px;line-height:28px;color:${INK}">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:${INK};font-family:${FONT};font-size:12px;line-height:18px;color:#e8edf5">${brand} — ${tagline}</td></tr>
</table>
</td></tr></table>
</body></html>`;
}
