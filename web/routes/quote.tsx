import { BookingSection } from '../components/booking/booking-section.tsx';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { quoteFormAction } from '../components/booking/quote-form-action.server.ts';
import { SitePage } from '../components/site-page.tsx';
import { privatePageMeta } from '../i18n/page-meta.ts';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'quote');

export function loader({ context }: Route.LoaderArgs) {
  return bookingData(context);
}

export const action = (args: Route.ActionArgs) => quoteFormAction(args);

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
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
    </>
  );
}
