import type { z } from 'zod';
import type { ApplicationServices } from '../application/application-services.ts';
import { accountRequestInput, demoRequestInput, expertContactInput } from '../application/inputs/lead-inputs.ts';
import type { LeadSubmission } from '../application/submit-lead.ts';
import { isError } from './application-errors.ts';

export type LeadForm = LeadSubmission['form'];

const SCHEMAS: Record<LeadForm, z.ZodType> = { account: accountRequestInput, demo: demoRequestInput, contact: expertContactInput };

/** What became of a lead form, in catalog keys: the JSON API and the pages word it themselves. */
export type LeadOutcome =
  | { status: 201; id?: string; messageKey: string }
  | { status: 400; messageKey: string; errors: { field: string; key: string }[] }
  | { status: 429; messageKey: string; retryAfterSeconds: number };

/**
 * One path for a lead form, whether it came as JSON (docs/api.md) or as a form posted by a page:
 * shape, honeypot, the domain's rules, the per-address limit, then the record and its emails.
 */
export async function receiveLead(services: ApplicationServices, form: LeadForm, body: unknown, address: string): Promise<LeadOutcome> {
  const success = form === 'contact' ? 'leads.contactReceived' : 'leads.received';
  const parsed = SCHEMAS[form].safeParse(body ?? {});
  if (!parsed.success) {
    return { status: 400, messageKey: 'leads.general', errors: parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', key: 'invalid' })) };
  }
  const { website, pageLanguage, ...data } = parsed.data as Record<string, unknown> & { website?: string; pageLanguage: string };
  // A filled honeypot is a robot: answer as if all went well, keep nothing.
  if (website) return { status: 201, messageKey: success };
  try {
    const { id } = await services.submitLead({ form, data } as unknown as LeadSubmission, { address, language: pageLanguage });
    return { status: 201, id, messageKey: success };
  } catch (error) {
    if (isError(error, 'InvalidInput')) return { status: 400, messageKey: 'leads.general', errors: error.errors };
    if (isError(error, 'TooManySubmissions')) {
      return { status: 429, messageKey: 'leads.tooMany', retryAfterSeconds: Math.ceil(error.retryAfterMs / 1000) };
    }
    throw error;
  }
}
