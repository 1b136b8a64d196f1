import { data, redirect } from 'react-router';
import { isError } from '../../src/http/application-errors.ts';
import { quoteFormInput } from '../../src/application/inputs/quote-inputs.ts';
import { DEFAULT_LANGUAGE, languagePrefix, parseLanguage } from '../../src/domain/language.ts';
import { newOwnerCookie, ownerKeyOfCookies } from '../../src/http/quote-owner.ts';
import { BookingSection } from '../components/booking/booking-section.tsx';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { formStateFromFormData, quoteRequestBody } from '../components/booking/form-state.ts';
import { SitePage } from '../components/site-page.tsx';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { readForm } from '../read-form.server.ts';
import { isUnavailable } from '../unavailable.server.ts';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'quote');

export function loader({ context }: Route.LoaderArgs) {
  return bookingData(context);
}

/**
 * The booking form posted without JavaScript (issue 4): the same rules as POST /api/quotes;
 * errors come back with what was typed, success goes to the server-rendered offer page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = parseLanguage(params.lang) ?? DEFAULT_LANGUAGE;
  const form = formStateFromFormData(await readForm(request), context.services.today());
  const goods = { parcels: form.parcels, isStackable: form.isStackable, isDangerous: form.isDangerous };
  const refused = async (errors: { field: string; key: string }[], status: number, message?: string) =>
    data({ form, errors, message, vehicles: (await bookingData(context, goods)).vehicles }, { status });

  const input = quoteFormInput.safeParse(quoteRequestBody(form, language));
  if (!input.success) return refused(input.error.issues.map((issue) => ({ field: issue.path.join('.'), key: 'invalid' })), 400);
  const existing = ownerKeyOfCookies(request.headers.get('cookie'));
  const owner = existing ? { key: existing, setCookie: undefined } : newOwnerCookie(context.secure);
  try {
    const { id } = await context.services.createQuote(input.data, owner.key, context.clientAddress);
    return redirect(`${languagePrefix(language)}/quote/${id}`, {
      status: 303,
      headers: owner.setCookie ? { 'Set-Cookie': owner.setCookie } : undefined,
    });
  } catch (error) {
    if (isError(error, 'InvalidInput')) return refused(error.errors, 400);
    if (isError(error, 'TooManySubmissions')) return refused([], 429, 'quoteErrors.tooMany');
    // The form comes back as typed, with the reason: nothing is lost while the database is away.
    if (isUnavailable(context, error)) return refused([], 503, 'unavailable.message');
    throw error;
  }
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <SitePage pageKey="quote" />
      <BookingSection
        today={loaderData.today}
        contactHref={loaderData.contactHref}
        vehicles={actionData?.vehicles ?? loaderData.vehicles}
        initialForm={actionData?.form}
        initialErrors={actionData?.errors}
        initialMessage={actionData?.message}
      />
    </>
  );
}
