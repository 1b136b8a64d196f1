import type { AppLoadContext } from 'react-router';
import { parseLanguage } from '#src/domain/language.ts';
import { messagesFor } from '../i18n/catalogs.server.ts';

/**
 * A PDF to download (the quote document, a delivery note), or, when too many are being made at
 * once (this reader's, or everyone's), a wait — never a stalled server. A download link opens no
 * page: the answer says so in a line of text, in the page's language.
 */
export async function pdfAnswer(
  context: AppLoadContext,
  lang: string,
  render: () => Promise<{ pdf: Buffer; fileName: string }>,
): Promise<Response> {
  let made: { pdf: Buffer; fileName: string };
  try {
    made = await render();
  } catch (error) {
    const answer = context.answerFor(error);
    if (answer?.status !== 429) throw error;
    const language = parseLanguage(lang) ?? 'fr';
    const { busy } = messagesFor(language, ['unavailable.busy']).unavailable as { busy: { title: string; message: string } };
    return new Response(`${busy.title}\n\n${busy.message}\n`, {
      status: 429,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(answer.retryAfterSeconds ?? 2),
        'Cache-Control': 'no-store',
      },
    });
  }
  return new Response(new Uint8Array(made.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${made.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
