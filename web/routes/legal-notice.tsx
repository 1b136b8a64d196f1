import { LegalNotice } from '../components/legal-notice.tsx';
import { SitePage } from '../components/site-page.tsx';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { pageMeta } from '../i18n/page-meta.ts';
import { PageTexts } from '../i18n/use-translation.tsx';
import type { Route } from './+types/legal-notice';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'legalNotice');

export function loader({ params }: Route.LoaderArgs) {
  // The breadcrumb of the page's meta names the home page.
  return { messages: pageMessages(params, ['pages.legalNotice', 'pages.home.heading']) };
}

/** Who publishes the site and whom the visitor deals with, from the operator's configuration. */
export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <SitePage pageKey="legalNotice" />
      <LegalNotice />
    </PageTexts>
  );
}
