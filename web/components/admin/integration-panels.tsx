import { useTranslation } from '#web/i18n/use-translation.tsx';
import { isAcceptedAccount } from '#src/domain/staff/leads.ts';
import { useLanguage } from '../use-language.ts';
import { formatters } from '../ui/format.ts';
import type { WebhookEvent } from '#src/domain/webhooks/webhook.ts';
import { EVENT_LABELS } from '../webhook-events.ts';
import { type Board, type Staff } from './types.ts';
import { StaffForm } from './staff-form.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

// An account's API keys and webhook receivers in its record: who has one, since when, last used; issue, revoke, register, remove.

/** An accepted business account's API keys: issued here (shown once), listed, revoked. */
export function ApiKeysPanel({ board, staff, returnTo, accountId }: { board: Board; staff: Staff; returnTo: string; accountId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  const approved = isAcceptedAccount(board.history);
  const keys = board.apiKeys ?? [];
  return (
    <section aria-labelledby="api-keys-title" className="admin__api-keys">
      <h3 id="api-keys-title">{t('adminUi.apiKeys.title')}</h3>
      {keys.length === 0 ? (
        <EmptyState>{t('adminUi.apiKeys.none')}</EmptyState>
      ) : (
        <ul>
          {keys.map((key) => (
            <li key={key.id}>
              {t('adminUi.apiKeys.line', {
                name: key.name,
                prefix: key.prefix,
                created: format.dateTime(key.createdAt),
                limit: key.limitPerMinute,
                used: key.lastUsedAt ? format.dateTime(key.lastUsedAt) : t('adminUi.apiKeys.never'),
              })}
              {key.revokedAt ? (
                ` — ${t('adminUi.apiKeys.revoked', { date: format.dateTime(key.revokedAt) })}`
              ) : (
                <StaffForm staff={staff} to={returnTo} intent="revokeKey" className="admin__inline-form">
                  <input type="hidden" name="keyId" value={key.id} />
                  <button type="submit" className="button" aria-label={`${t('adminUi.apiKeys.revoke')} — ${key.name}`}>
                    {t('adminUi.apiKeys.revoke')}
                  </button>
                </StaffForm>
              )}
            </li>
          ))}
        </ul>
      )}
      {approved ? (
        <StaffForm staff={staff} to={returnTo} intent="issueKey" className="admin__status">
          <input type="hidden" name="accountId" value={accountId} />
          <label htmlFor="api-key-name">{t('adminUi.apiKeys.name')}</label>
          <input id="api-key-name" name="name" required maxLength={100} />
          <button type="submit">{t('adminUi.apiKeys.issue')}</button>
        </StaffForm>
      ) : (
        <p>{t('adminUi.apiKeys.approveFirst')}</p>
      )}
    </section>
  );
}

/** Where an accepted account's events are posted: registered here (secret shown once), listed, removed. */
export function WebhooksPanel({ board, staff, returnTo, accountId }: { board: Board; staff: Staff; returnTo: string; accountId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  const approved = isAcceptedAccount(board.history);
  const receivers = board.webhooks ?? [];
  const eventNames = (events: readonly WebhookEvent[]) =>
    events.map((event) => t(`adminUi.webhooks.event.${EVENT_LABELS[event]}`)).join(', ');
  return (
    <section aria-labelledby="webhooks-title" className="admin__api-keys">
      <h3 id="webhooks-title">{t('adminUi.webhooks.title')}</h3>
      {receivers.length === 0 ? (
        <EmptyState>{t('adminUi.webhooks.none')}</EmptyState>
      ) : (
        <ul>
          {receivers.map((receiver) => (
            <li key={receiver.id}>
              {t('adminUi.webhooks.line', {
                url: receiver.url,
                events: eventNames(receiver.events),
                created: format.dateTime(receiver.createdAt),
              })}
              <StaffForm staff={staff} to={returnTo} intent="removeWebhook" className="admin__inline-form">
                <input type="hidden" name="accountId" value={accountId} />
                <input type="hidden" name="webhookId" value={receiver.id} />
                <button type="submit" className="button" aria-label={`${t('adminUi.webhooks.remove')} — ${receiver.url}`}>
                  {t('adminUi.webhooks.remove')}
                </button>
              </StaffForm>
            </li>
          ))}
        </ul>
      )}
      {approved ? (
        <StaffForm staff={staff} to={returnTo} intent="registerWebhook" className="admin__status">
          <input type="hidden" name="accountId" value={accountId} />
          <label htmlFor="webhook-url">{t('adminUi.webhooks.url')}</label>
          <input id="webhook-url" name="url" type="url" required maxLength={2000} />
          <fieldset>
            <legend>{t('adminUi.webhooks.events')}</legend>
            {(Object.keys(EVENT_LABELS) as WebhookEvent[]).map((event) => (
              <label key={event}>
                <input type="checkbox" name="events" value={event} defaultChecked /> {t(`adminUi.webhooks.event.${EVENT_LABELS[event]}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit">{t('adminUi.webhooks.register')}</button>
        </StaffForm>
      ) : (
        <p>{t('adminUi.webhooks.approveFirst')}</p>
      )}
    </section>
  );
}
