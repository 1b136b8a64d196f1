import { BookingSection } from '../components/booking/booking-section.tsx';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { quoteFormAction } from '../components/booking/quote-form-action.server.ts';
import { SitePage } from '../components/site-page.tsx';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { QUOTE_TOOL_TEXTS } from '../i18n/text-parts.ts';
import { PageTexts } from '../i18n/use-translation.tsx';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'quote');

export async function loader({ context, params }: Route.LoaderArgs) {
  return { ...(await bookingData(context)), messages: pageMessages(params, ['pages.quote', ...QUOTE_TOOL_TEXTS]) };
}

export const action = (args: Route.ActionArgs) => quoteFormAction(args);

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <SitePage pageKey="quote" />
      <BookingSection
        today={loaderData.today}
        earliestPickup={loaderData.earliestPickup}
        contactHref={loaderData.contactHref}
        vehicles={actionData?.vehicles ?? loaderData.vehicles}
        initialForm={actionData?.form}
        initialErrors={actionData?.errors}
        initialMessage={actionData?.message}
      />
    </PageTexts>
  );
}
