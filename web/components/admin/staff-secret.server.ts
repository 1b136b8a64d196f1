import { data, redirect, type AppLoadContext } from 'react-router';
import { isSessionCsrfToken } from '#src/http/admin/csrf-token.ts';
import { isUuid } from '#src/domain/uuid.ts';
import { isWebhookEvent } from '#src/domain/webhooks/webhook.ts';
import { adminSessionOf } from '../../cookies.server.ts';
import { readForm } from '../../read-form.server.ts';
import { orUnavailable } from '../../unavailable.server.ts';
import type { StaffSecret } from './staff-secret-notice.tsx';

/**
 * Issue 28: the record's forms that make a secret (an API key, a webhook receiver) post to the
 * staff page itself; its answer shows the secret once, on this answer only (never cached, never
 * stored), or why it was refused. An accepted account only, a staff session and its CSRF token.
 */
export async function staffSecretAction({ request, context }: { request: Request; context: AppLoadContext }) {
  return orUnavailable(context, async () => {
    const form = await readForm(request);
    const session = await context.services.admin.authenticate(adminSessionOf(request), { byPerson: true });
    // Signed out meanwhile: the page again, which is the login form; nothing is made.
    if (!session) throw redirect(new URL(request.url).pathname, 303);
    if (!isSessionCsrfToken(form.get('_csrf'), session.csrfToken)) throw data(null, { status: 403 });
    const accountId = String(form.get('accountId') ?? '');
    const intent = form.get('intent');
    const about = intent === 'issueKey' ? 'apiKey' : intent === 'registerWebhook' ? 'webhook' : undefined;
    if (!about || !isUuid(accountId)) throw data(null, { status: 400 });
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
  });
}
