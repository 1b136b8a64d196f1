import type { InputError } from '#src/application/errors.ts';
import type { TextKey } from '#src/i18n/catalog-instance.ts';
import type { ErrorAnswer } from '#src/http/error-answers.ts';
import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { DEFAULT_LANGUAGE, parseLanguage } from '#src/domain/language.ts';
import { LEAD_KINDS, type LeadKind } from '#src/domain/leads/lead-rules.ts';
import { readForm } from '../../read-form.server.ts';

export interface LeadResult {
  form: LeadKind;
  /** 201 received, a refusal's status (400 with field errors, 429 too many), 503 could not be saved */
  status: 201 | ErrorAnswer['status'] | 503;
  messageKey: TextKey;
  errors: InputError[];
  /** what was typed, sent back so that a page without JavaScript shows it again */
  values: Record<string, string>;
}

const FORMS: readonly LeadKind[] = LEAD_KINDS;

/**
 * The lead forms posted by a page: with JavaScript through a fetcher, without it as a
 * plain form post; the same rules as /api/leads/… either way.
 */
export async function leadAction({ request, params, context }: { request: Request; params: { lang?: string }; context: AppLoadContext }) {
  const posted = await readForm(request);
  const form = posted.get('form');
  if (typeof form !== 'string' || !(FORMS as readonly string[]).includes(form)) throw data(null, { status: 400 });
  const values = Object.fromEntries(
    [...posted.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'form'),
  );
  const body = { ...values, pageLanguage: parseLanguage(params.lang) ?? DEFAULT_LANGUAGE };
  const { website: _honeypot, ...typed } = values;
  try {
    const outcome = await context.receiveLead(form as LeadKind, body);
    const lead: LeadResult = outcome.received
      ? { form: form as LeadKind, status: 201, messageKey: outcome.messageKey, errors: [], values: {} }
      : {
          form: form as LeadKind,
          status: outcome.answer.status,
          messageKey: outcome.answer.messageKey,
          errors: outcome.answer.fieldErrors,
          values: typed,
        };
    return data({ lead }, { status: outcome.received ? 200 : outcome.answer.status });
  } catch (error) {
    // Nothing is lost silently: the visitor is told to try again, staff see the log line.
    context.services.logger.error('lead form could not be saved', { form, error: String(error) });
    const lead: LeadResult = { form: form as LeadKind, status: 503, messageKey: 'leads.failed', errors: [], values: typed };
    return data({ lead }, { status: 503 });
  }
}
