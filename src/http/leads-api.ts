import { Router } from 'express';
import type { ApplicationServices } from '../composition/application-services.ts';
import { parseLanguage } from '../domain/language.ts';
import type { LeadKind } from '../domain/leads/lead-rules.ts';
import { leadFieldMessageKey } from '../texts/lead-field-text.ts';
import { type ErrorAnswer, sendRefusal } from './error-answers.ts';
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
      const answer: ErrorAnswer =
        outcome.status === 429
          ? { status: 429, code: 'too_many', messageKey: outcome.messageKey, fieldErrors: [], retryAfterSeconds: outcome.retryAfterSeconds }
          : { status: 400, code: 'invalid', messageKey: outcome.messageKey, fieldErrors: outcome.errors };
      sendRefusal(res, answer, language, { fieldKey: leadFieldMessageKey });
    });
  }
  return router;
}
