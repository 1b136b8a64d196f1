import { data, type AppLoadContext } from 'react-router';
import { refusedAs } from '#src/domain/application-error.ts';
import { runStaffWrite } from '#src/http/admin/staff-writes.ts';
import type { StaffSession } from '#src/ports/staff-auth.ts';
import type { StaffSecret } from './staff-secret-notice.tsx';
import type { SecretIntent } from './staff-intents.ts';

/**
 * The record's forms that make a secret (an API key, a webhook receiver), once the staff page's
 * action has checked the session and its CSRF token (staff-actions.server.ts), through the staff
 * writes /api/admin runs too: the answer shows the secret once, on this answer only (never cached,
 * never stored), or why it was refused. An accepted account only.
 */
export async function staffSecretAction({
  form,
  context,
  session,
  intent,
}: {
  form: FormData;
  context: AppLoadContext;
  session: StaffSession;
  intent: SecretIntent;
}) {
  const accountId = String(form.get('accountId') ?? '');
  const about = intent === 'issueKey' ? 'apiKey' : 'webhook';
  const answer = (secret: StaffSecret, status: number) => data({ secret }, { status, headers: { 'Cache-Control': 'no-store' } });
  try {
    if (about === 'apiKey') {
      const { key, record } = await runStaffWrite('issueKey', context.services, session, { accountId, name: form.get('name') });
      return answer({ about, name: record.name, secret: key }, 201);
    }
    const { endpoint, secret } = await runStaffWrite('registerWebhook', context.services, session, {
      accountId,
      url: form.get('url'),
      events: form.getAll('events'),
    });
    return answer({ about, url: endpoint.url, secret }, 201);
  } catch (error) {
    const refusal = context.answerFor(error);
    if (refusal?.code === 'invalid') return answer({ about, refused: refusal.fieldErrors.map((field) => field.key) }, 400);
    if (refusedAs(error, 'accountNotApproved')) return answer({ about, refused: 'notApproved' }, 409);
    if (refusal) throw data(null, { status: refusal.status });
    throw error;
  }
}
