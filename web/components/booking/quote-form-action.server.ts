import type { InputError } from '#src/application/errors.ts';
import type { TextKey } from '#src/i18n/catalog-instance.ts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { fieldErrorsOf } from '#src/application/inputs/parse-input.ts';
import { quoteFormInput } from '#src/application/inputs/quote-inputs.ts';
import { DEFAULT_LANGUAGE, languagePrefix, parseLanguage } from '#src/domain/language.ts';
import { newOwnerCookie, ownerKeyOfCookies } from '#src/http/quote-owner.ts';
import { personOf } from '../account/signed-in-person.server.ts';
import { readForm } from '../../read-form.server.ts';
import { isUnavailable } from '../../unavailable.server.ts';
import { bookingData } from './booking-data.server.ts';
import { formStateFromFormData, quoteRequestBody } from './form-state.ts';

/**
 * The booking form posted without JavaScript: the same schema and use case as
 * POST /api/quotes; errors come back with what was typed, success goes to the server-rendered
 * offer page.
 */
export async function quoteFormAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { lang?: string };
  context: AppLoadContext;
}) {
  const language = parseLanguage(params.lang) ?? DEFAULT_LANGUAGE;
  const form = formStateFromFormData(await readForm(request), context.services.today());
  const goods = { parcels: form.parcels, isStackable: form.isStackable, isDangerous: form.isDangerous };
  const refused = async (errors: InputError[], status: number, message?: TextKey) =>
    data({ form, errors, message, vehicles: (await bookingData(context, goods)).vehicles }, { status });

  const input = quoteFormInput.safeParse(quoteRequestBody(form, language));
  if (!input.success) return refused(fieldErrorsOf(input.error.issues), 400);
  const existing = ownerKeyOfCookies(request.headers.get('cookie'));
  const owner = existing ? { key: existing, setCookie: undefined } : newOwnerCookie(context.secure);
  try {
    const account = (await personOf(context))?.accountId ?? null;
    const { id } = await context.services.createQuote(input.data, owner.key, context.clientAddress, account);
    return redirect(`${languagePrefix(language)}/quote/${id}`, {
      status: 303,
      headers: owner.setCookie ? { 'Set-Cookie': owner.setCookie } : undefined,
    });
  } catch (error) {
    const answer = context.answerFor(error);
    if (answer?.code === 'invalid') return refused(answer.fieldErrors, 400);
    if (answer?.code === 'too_many') return refused([], 429, answer.messageKey);
    // The form comes back as typed, with the reason: nothing is lost while the database is away.
    if (isUnavailable(context, error)) return refused([], 503, 'unavailable.message');
    throw error;
  }
}
