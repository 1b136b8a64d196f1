import { data, type AppLoadContext } from 'react-router';
import { isUuid } from '#src/domain/uuid.ts';
import { isWebhookEvent } from '#src/domain/webhooks/webhook.ts';
import type { StaffSecret } from './staff-secret-notice.tsx';
import type { SecretIntent } from './staff-intents.ts';

/**
 * The record's forms that make a secret (an API key, a webhook receiver), once the
 * staff page's action has checked the session and its CSRF token (staff-actions.server.ts); the
 * answer shows the secret once, on this answer only (never cached, never stored), or why it was
 * refused. An accepted account only.
 */
export async function staffSecretAction({ form, context, intent }: { form: FormData; context: AppLoadContext; intent: SecretIntent }) {
  const accountId = String(form.get('accountId') ?? '');
  const about = intent === 'issueKey' ? 'apiKey' : 'webhook';
  if (!isUuid(accountId)) throw data(null, { status: 400 });
  const answer = (secret: StaffSecret, status: number) => data({ secret }, { status, headers: { 'Cache-Control': 'no-store' } });
  if (!(await context.services.admin.isAccountAccepted(accountId))) return answer({ about, refused: 'notApproved' }, 409);
  try {
    if (about === 'apiKey') {
      const { key, record } = await context.services.api.issueKey({ accountId, name: String(form.get('name') ?? '') });
      return answer({ about, name: record.name, secret: key }, 201);
    }
    const events = form.getAll('events').filter(isWebhookEvent);
    const { endpoint, secret } = await context.services.api.registerWebhook(accountId, {
      url: String(form.get('url') ?? '').trim(),
      events,
    });
    return answer({ about, url: endpoint.url, secret }, 201);
  } catch (error) {
    const refusal = context.answerFor(error);
    if (refusal?.code !== 'invalid') throw error;
    return answer({ about, refused: refusal.fieldErrors.map((field) => field.key) }, 400);
  }
}
