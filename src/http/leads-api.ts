import { Router } from 'express';
import type { ApplicationServices } from '../composition/application-services.ts';
import { parseLanguage } from '../domain/language.ts';
import type { LeadKind } from '../domain/leads/lead-rules.ts';
import { leadFieldMessageKey } from '../texts/lead-field-text.ts';
import { sendRefusal } from './error-answers.ts';
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
      if (!outcome.received) return sendRefusal(res, outcome.answer, language, { fieldKey: leadFieldMessageKey });
      const message = translate(language, outcome.messageKey);
      res.status(201).json({ ...(outcome.id ? { id: outcome.id } : {}), status: 'received', message });
    });
  }
  return router;
}
