import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { MARKETING_PAGES } from './site-pages.ts';

// Spec §2 "Routes". Unprefixed forms are redirected to /FR/… by the Express app before
// React Router sees them.
export default [
  route(':lang', 'routes/language.tsx', [
    index('routes/home.tsx'),
    ...MARKETING_PAGES.map((page) =>
      route(page.path, page.withBooking ? 'routes/marketing-page.tsx' : 'routes/lead-page.tsx', { id: page.id }),
    ),
    route('admin', 'routes/admin.tsx'),
    route('admin/purchases/transfer.xml', 'routes/admin-purchases-transfer.ts'),
    // A business account's people, signed in by a link sent by email.
    route('account', 'routes/account.tsx'),
    route('account/statement.csv', 'routes/account-statement-csv.ts'),
    route('account/statement.pdf', 'routes/account-statement-pdf.ts'),
    route('account/addresses', 'routes/account-addresses.tsx'),
    route('account/addresses.json', 'routes/account-addresses-json.ts'),
    route('account/addresses/:id', 'routes/account-address.tsx'),
    route('account/integrations', 'routes/account-integrations.tsx'),
    // The company's invoices and credit notes, each as Factur-X PDF and CII XML.
    route('account/invoices', 'routes/account-invoices.tsx'),
    route('account/invoices/:id/:format', 'routes/account-invoice-file.ts'),
    route('account/sign-in', 'routes/account-sign-in.tsx'),
    route('account/sign-in/:token', 'routes/account-sign-in-link.tsx'),
    route('account/invitation/:token', 'routes/account-invitation.tsx'),
    // The quote tool's own pages, for visitors without JavaScript (the form posts here).
    route('quote', 'routes/quote.tsx'),
    route('quote/:id', 'routes/quote-offers.tsx'),
    route('quote/:id/track', 'routes/quote-track.tsx'),
    route('quote/:id/document', 'routes/quote-document.tsx'),
    route('quote/:id/document.pdf', 'routes/quote-document-pdf.ts'),
    route('quote/:id/delivery-note.pdf', 'routes/quote-delivery-note-pdf.ts'),
    route('quote/:id/delivery-photo', 'routes/quote-delivery-photo.ts'),
    // A transport's driver, by the link sent to the phone.
    route('drive/:link', 'routes/drive.tsx'),
    route('drive/:link/consignment-note.pdf', 'routes/drive-note-pdf.ts'),
    // A carrier's offer, by the link sent to its people; once awarded, the job and its transport order.
    route('carrier/offer/:link', 'routes/carrier-offer.tsx'),
    route('carrier/offer/:link/transport-order.pdf', 'routes/carrier-offer-order-pdf.ts'),
    route('carrier/offer/:link/consignment-note.pdf', 'routes/carrier-offer-note-pdf.ts'),
    // A carrier's people, signed in by a link sent by email: their offers, jobs and documents.
    route('carrier', 'routes/carrier-portal.tsx'),
    route('carrier/documents/:id', 'routes/carrier-document-file.ts'),
    route('carrier/invoices/:id', 'routes/carrier-invoice-file.ts'),
    route('carrier/sign-in', 'routes/carrier-sign-in.tsx'),
    route('carrier/sign-in/:token', 'routes/carrier-sign-in-link.tsx'),
    route('legal-notice', 'routes/legal-notice.tsx'),
    route(':slug', 'routes/home-variant.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
