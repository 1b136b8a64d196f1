import type { z } from 'zod';
import type { ApplicationServices } from '../composition/application-services.ts';
import { accountRequestInput, demoRequestInput, expertContactInput } from '../application/inputs/lead-inputs.ts';
import type { LeadSubmission } from '../application/submit-lead.ts';
import type { InputError } from '../application/errors.ts';
import type { LeadKind } from '../domain/leads/lead-rules.ts';
import { fieldErrorsOf } from '../application/inputs/parse-input.ts';
import { answerFor } from './error-answers.ts';
import type { TextKey } from '../i18n/catalog-instance.ts';

const SCHEMAS: Record<LeadKind, z.ZodType> = { account: accountRequestInput, demo: demoRequestInput, contact: expertContactInput };

/** What became of a lead form, in catalog keys: the JSON API and the pages word it themselves. */
export type LeadOutcome =
  | { status: 201; id?: string; messageKey: TextKey }
  | { status: 400; messageKey: TextKey; errors: InputError[] }
  | { status: 429; messageKey: TextKey; retryAfterSeconds: number };

/**
 * One path for a lead form, whether it came as JSON (docs/api.md) or as a form posted by a page:
 * shape, honeypot, the domain's rules, the per-address limit, then the record and its emails.
 */
export async function receiveLead(services: ApplicationServices, form: LeadKind, body: unknown, address: string): Promise<LeadOutcome> {
  const success = form === 'contact' ? 'leads.contactReceived' : 'leads.received';
  const parsed = SCHEMAS[form].safeParse(body ?? {});
  if (!parsed.success) {
    return { status: 400, messageKey: 'leads.general', errors: fieldErrorsOf(parsed.error.issues) };
  }
  const { website, pageLanguage, ...data } = parsed.data as Record<string, unknown> & { website?: string; pageLanguage: string };
  // A filled honeypot is a robot: answer as if all went well, keep nothing.
  if (website) return { status: 201, messageKey: success };
  try {
    const { id } = await services.submitLead({ form, data } as unknown as LeadSubmission, { address, language: pageLanguage });
    return { status: 201, id, messageKey: success };
  } catch (error) {
    const answer = answerFor(error);
    if (answer?.code === 'invalid') return { status: 400, messageKey: 'leads.general', errors: answer.fieldErrors };
    if (answer?.code === 'too_many') return { status: 429, messageKey: 'leads.tooMany', retryAfterSeconds: answer.retryAfterSeconds ?? 1 };
    throw error;
  }
}
