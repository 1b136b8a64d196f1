import { PageTexts } from '#web/i18n/use-translation.tsx';
import { data } from 'react-router';
import { documentAccess } from '../components/booking/quote-document.server.ts';
import { QuoteDocumentView, DocumentExpired } from '../components/booking/quote-document-view.tsx';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import documentStyles from '../components/booking/quote-document.css?inline';
import type { Route } from './+types/quote-document';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'quote');

const TEXTS = ['pages.quote', 'booking', 'mail.summary', 'mail.notProvided', 'countries', 'footer.operator'];

export async function loader(args: Route.LoaderArgs) {
  const access = await documentAccess(args);
  const messages = pageMessages(args.params, TEXTS);
  // Never cached by a shared machine's browser or a proxy: it names a person and prices.
  const headers = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
  return data({ access, messages }, { status: access.kind === 'expired' ? 410 : 200, headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The quote as a document to print, download as a PDF or share, read only. */
export default function QuoteDocumentPage({ loaderData }: Route.ComponentProps) {
  const { access, messages } = loaderData;
  return (
    <PageTexts messages={messages}>
      {/* Hoisted into the head by React; only this page carries the document's styles. */}
      <style href="quote-document-styles" precedence="default">
        {documentStyles}
      </style>
      {access.kind === 'expired' ? <DocumentExpired /> : <QuoteDocumentView access={access} />}
    </PageTexts>
  );
}
