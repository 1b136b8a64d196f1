import { DEFAULT_LANGUAGE, parseLanguage } from '../domain/language.ts';
import {
  type AccountRequest,
  type DemoRequest,
  type ExpertContact,
  validateAccountRequest,
  validateDemoRequest,
  validateExpertContact,
} from '../domain/leads/lead-rules.ts';
import type { LeadSummary } from '../domain/notifications/lead-summary.ts';
import { leadNotifications } from '../domain/notifications/notification.ts';
import type { Clock } from '../ports/clock.ts';
import type { LeadRepository } from '../ports/lead-repository.ts';
import type { Outbox } from '../ports/outbox.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/staff-auth.ts';
import { addressKey } from './address-key.ts';
import { InvalidInput, TooManySubmissions } from './errors.ts';
import { token } from '../ports/token.ts';

/** 5 submissions of one form per address in 10 minutes: enough for people, not for scripts. */
export const LEAD_LIMIT = 5;
export const LEAD_WINDOW_MS = 10 * 60 * 1000;

export type LeadSubmission =
  { form: 'account'; data: AccountRequest } | { form: 'demo'; data: DemoRequest } | { form: 'contact'; data: ExpertContact };

export type SubmitLead = (submission: LeadSubmission, context: { address: string; language: string }) => Promise<{ id: string }>;
export const SubmitLead = token<SubmitLead>('SubmitLead');

interface Deps {
  leads: LeadRepository;
  limiter: RateLimiter;
  outbox: Outbox;
  clock: Clock;
  secrets: Secrets;
  newId: () => string;
}

/**
 * A lead form is validated (spec §5), limited per address, saved, and the agents and
 * the visitor are told through the outbox in the same transaction.
 */
export function makeSubmitLead(deps: Deps): SubmitLead {
  return async (submission, context) => {
    const errors =
      submission.form === 'account'
        ? validateAccountRequest(submission.data)
        : submission.form === 'demo'
          ? validateDemoRequest(submission.data)
          : validateExpertContact(submission.data);
    if (errors.length > 0) throw new InvalidInput(errors);
    const bucket = `${submission.form}:${addressKey(deps.secrets, context.address)}`;
    const { allowed, retryAfterMs } = await deps.limiter.hit(bucket, LEAD_LIMIT, LEAD_WINDOW_MS);
    if (!allowed) throw new TooManySubmissions(retryAfterMs);

    const id = deps.newId();
    const { data } = submission;
    const summary: LeadSummary = {
      leadType: submission.form,
      leadId: id,
      language: context.language,
      client: {
        name: `${data.firstName.trim()} ${data.lastName.trim()}`,
        email: data.email.trim(),
        phone: data.phone.trim() || null,
        company: data.company.trim() || null,
      },
      details:
        submission.form === 'account'
          ? [
              ['country', submission.data.country],
              ['language', submission.data.language],
              ['vat', submission.data.hasVat || submission.data.vatNumber ? 'yes' : 'no'],
              ...(submission.data.vatNumber ? ([['vatNumber', submission.data.vatNumber]] as Array<[string, string]>) : []),
              ['marketing', submission.data.acceptsMarketing ? 'yes' : 'no'],
            ]
          : submission.form === 'demo'
            ? [['language', submission.data.language]]
            : [
                ['sector', submission.data.sector],
                ['jobTitle', submission.data.jobTitle ?? ''],
                ['country', submission.data.country ?? ''],
                ['message', submission.data.message],
              ],
      generatedAt: deps.clock.now().toISOString(),
    };
    const notifications = leadNotifications(summary);
    const pageLanguage = parseLanguage(context.language) ?? DEFAULT_LANGUAGE;
    if (submission.form === 'account') await deps.leads.saveAccountRequest(id, submission.data, pageLanguage, notifications);
    else if (submission.form === 'demo') await deps.leads.saveDemoRequest(id, submission.data, pageLanguage, notifications);
    else await deps.leads.saveExpertContact(id, submission.data, pageLanguage, notifications);
    deps.outbox.wake();
    return { id };
  };
}
