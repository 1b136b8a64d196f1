import { Router } from 'express';
import type { ApplicationServices } from '../application/application-services.ts';
import { parseLanguage } from '../domain/language.ts';
import type { LeadKind } from '../domain/leads/lead-rules.ts';
import { receiveLead } from './lead-submission.ts';
import { translate } from './messages.ts';

const PATHS: Record<string, LeadKind> = { 'account-requests': 'account', 'demo-requests': 'demo', 'expert-contacts': 'contact' };

/** The lead forms' endpoints (docs/api.md): business account, demo, automotive expert contact. */
export function leadsApi(services: ApplicationServices): Router {
  const router = Router();
  for (const [path, form] of Object.entries(PATHS)) {
    router.post(`/leads/${path}`, async (req, res) => {
      const language = parseLanguage(req.body?.pageLanguage) ?? 'fr';
      const outcome = await receiveLead(services, form, req.body, req.ip ?? 'unknown');
      const message = translate(language, outcome.messageKey);
      if (outcome.status === 201)
        return void res.status(201).json({ ...(outcome.id ? { id: outcome.id } : {}), status: 'received', message });
      if (outcome.status === 429) {
        return void res.set('Retry-After', String(outcome.retryAfterSeconds)).status(429).json({ error: 'too_many', message });
      }
      const keyOf = (key: string) => (key === 'invalid' ? 'validation.invalid' : `leads.${key}`);
      res.status(400).json({
        error: 'invalid',
        message,
        errors: outcome.errors.map((error) => ({ ...error, message: translate(language, keyOf(error.key)) })),
      });
    });
  }
  return router;
}
