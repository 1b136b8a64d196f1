import type { Language } from '../../domain/language.ts';
import { escapeHtml } from '../../domain/text/escape-html.ts';

// The notice stands alone (no stylesheet of the site): readable on a phone, a long secret wrapped.
const NOTICE_STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#14213d}main{max-width:40rem;margin:0 auto}code{display:block;padding:.6rem;background:#f1f4f9;border-radius:.3rem;overflow-wrap:anywhere;font-size:.95rem}';

/** A page of its own for a form posted without scripts: what happened, a secret shown once, the way back. */
export function staffNotice(
  language: Language,
  title: string,
  lines: string[],
  secret: string | null,
  back: { href: string; label: string },
): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const shown = secret ? `<p><code>${escapeHtml(secret)}</code></p>` : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${NOTICE_STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${paragraphs}${shown}<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></main></body></html>`;
}
