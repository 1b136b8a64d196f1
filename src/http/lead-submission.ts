import type { z } from 'zod';
import type { ApplicationServices } from '../composition/application-services.ts';
import { accountRequestInput, demoRequestInput, expertContactInput } from '../application/inputs/lead-inputs.ts';
import type { LeadSubmission } from '../application/submit-lead.ts';
import { InvalidInput } from '../application/errors.ts';
import type { LeadKind } from '../domain/leads/lead-rules.ts';
import { fieldErrorsOf } from '../application/inputs/parse-input.ts';
import { type ErrorAnswer, answerFor } from './error-answers.ts';
import type { TextKey } from '../i18n/catalog-instance.ts';

const SCHEMAS: Record<LeadKind, z.ZodType> = { account: accountRequestInput, demo: demoRequestInput, contact: expertContactInput };

/**
 * What became of a lead form, in catalog keys: the JSON API and the pages word it themselves. A
 * refusal is the table's answer (error-answers.ts), worded as the lead forms word theirs.
 */
export type LeadOutcome = { received: true; id?: string; messageKey: TextKey } | { received: false; answer: ErrorAnswer };

/** The table's answer to a lead form's refusal, with the lead forms' own words; undefined for what is no refusal of theirs. */
function leadRefusal(error: unknown): LeadOutcome | undefined {
  const answer = answerFor(error);
  if (answer?.code === 'invalid') return { received: false, answer: { ...answer, messageKey: 'leads.general' } };
  if (answer?.code === 'too_many') return { received: false, answer: { ...answer, messageKey: 'leads.tooMany' } };
  return undefined;
}

/**
 * One path for a lead form, whether it came as JSON (docs/api.md) or as a form posted by a page:
 * shape, honeypot, the domain's rules, the per-address limit, then the record and its emails.
 */
export async function receiveLead(services: ApplicationServices, form: LeadKind, body: unknown, address: string): Promise<LeadOutcome> {
  const success = form === 'contact' ? 'leads.contactReceived' : 'leads.received';
  const parsed = SCHEMAS[form].safeParse(body ?? {});
  if (!parsed.success) return leadRefusal(new InvalidInput(fieldErrorsOf(parsed.error.issues)))!;
  const { website, pageLanguage, ...data } = parsed.data as Record<string, unknown> & { website?: string; pageLanguage: string };
  // A filled honeypot is a robot: answer as if all went well, keep nothing.
  if (website) return { received: true, messageKey: success };
  try {
    const { id } = await services.submitLead({ form, data } as unknown as LeadSubmission, { address, language: pageLanguage });
    return { received: true, id, messageKey: success };
  } catch (error) {
    const refused = leadRefusal(error);
    if (!refused) throw error;
    return refused;
  }
}
