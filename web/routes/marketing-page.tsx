import { useMatches } from 'react-router';
import { BookingSection } from '../components/booking/booking-section.tsx';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { leadAction } from '../components/leads/lead-action.server.ts';
import { AccountRequestForm, DemoRequestForm, ExpertContactForm } from '../components/leads/lead-forms.tsx';
import { SitePage } from '../components/site-page.tsx';
import { pageMeta } from '../i18n/page-meta.ts';
import { type PageKey, pageKeyOfRouteId } from '../site-pages.ts';
import type { Route } from './+types/marketing-page';

// One module serves every landing page of spec §2; the route id says which one.
// The quote tool is on this page: header links jump to it.
export const handle = { bookingForm: true };

export const meta: Route.MetaFunction = (args) => pageMeta(args, pageKeyOfRouteId(args.matches.at(-1)?.id ?? ''));

export function loader({ context }: Route.LoaderArgs) {
  return bookingData(context);
}

/** The lead forms of the create-account, demo and automotive pages post here. */
export const action = (args: Route.ActionArgs) => leadAction(args);

// The lead form each page carries, under its own anchor.
const LEAD_FORMS: Partial<Record<PageKey, { anchor: string; Form: () => React.ReactNode }>> = {
  landingPageCreerCompte: { anchor: 'account-form', Form: () => <AccountRequestForm /> },
  landingPageDemo: { anchor: 'demo-form', Form: () => <DemoRequestForm /> },
  solutionsAutomobile: { anchor: 'expert-form', Form: () => <ExpertContactForm /> },
};

export default function MarketingPage({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  const pageKey = pageKeyOfRouteId(matches.at(-1)?.id ?? '');
  const lead = LEAD_FORMS[pageKey];
  return (
    <>
      <SitePage pageKey={pageKey} />
      {lead && (
        <div id={lead.anchor} className="container lead-section">
          <lead.Form />
        </div>
      )}
      <BookingSection {...loaderData} />
    </>
  );
}
