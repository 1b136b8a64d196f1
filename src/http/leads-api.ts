import { Router } from 'express';
import type { z } from 'zod';
import type { ApplicationServices } from '../application/application-services.ts';
import { InvalidInput, TooManySubmissions } from '../application/errors.ts';
import { accountRequestInput, demoRequestInput, expertContactInput } from '../application/inputs/lead-inputs.ts';
import type { LeadSubmission } from '../application/submit-lead.ts';
import { translate } from './messages.ts';

const FORMS = {
  'account-requests': { form: 'account', schema: accountRequestInput, success: 'leads.received' },
  'demo-requests': { form: 'demo', schema: demoRequestInput, success: 'leads.received' },
  'expert-contacts': { form: 'contact', schema: expertContactInput, success: 'leads.contactReceived' },
} as const;

/** The lead forms' endpoints (docs/api.md): business account, demo, automotive expert contact. */
export function leadsApi(services: ApplicationServices): Router {
  const router = Router();
  for (const [path, { form, schema, success }] of Object.entries(FORMS)) {
    router.post(`/leads/${path}`, async (req, res) => {
      const parsed = (schema as z.ZodType).safeParse(req.body ?? {});
      const language = (parsed.success ? (parsed.data as { pageLanguage: string }).pageLanguage : 'fr') as 'fr';
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', key: 'invalid', message: translate(language, 'validation.invalid') }));
        return void res.status(400).json({ message: translate(language, 'leads.general'), errors });
      }
      const { website, pageLanguage, ...data } = parsed.data as Record<string, unknown> & { website?: string; pageLanguage: string };
      // A filled honeypot is a robot: answer as if all went well, keep nothing.
      if (website) return void res.status(201).json({ status: 'received', message: translate(language, success) });
      try {
        const { id } = await services.submitLead({ form, data } as unknown as LeadSubmission, { address: req.ip ?? 'unknown', language: pageLanguage });
        res.status(201).json({ id, status: 'received', message: translate(language, success) });
      } catch (error) {
        if (error instanceof InvalidInput) {
          return void res.status(400).json({
            message: translate(language, 'leads.general'),
            errors: error.errors.map((e) => ({ ...e, message: translate(language, `leads.${e.key}`) })),
          });
        }
        if (error instanceof TooManySubmissions) {
          res.set('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
          return void res.status(429).json({ error: 'too_many', message: translate(language, 'leads.tooMany') });
        }
        throw error;
      }
    });
  }
  return router;
}
