import { Form } from 'react-router';
import type { IntegrationWrite } from '#src/domain/staff/staff-writes.ts';
import { BUSINESS_TIME_ZONE } from '#src/domain/shipment/local-time.ts';
import { WEBHOOK_EVENTS, type WebhookEvent } from '#src/domain/webhooks/webhook.ts';
import { LOCALE_OF } from '#src/domain/language.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';
import { AccountNav } from './account-nav.tsx';
import { EVENT_LABELS } from '../webhook-events.ts';
import type { Route } from '../../routes/+types/account-integrations';
import type { InvalidInputKey } from '#src/application/errors.ts';
import { Field } from '../ui/field.tsx';

/** What the page's last form came to: a key issued (shown once), a receiver registered with its secret, one revoked or removed, or refused with why. */
export type IntegrationsOutcome =
  | { issued: { name: string; key: string } }
  | { revoked: string }
  | { registered: { url: string; secret: string } }
  | { removed: string }
  | { refused: 'key' | 'receiver'; reasons: InvalidInputKey[] };

/** A company's keys for the API and its webhook receivers: issue, revoke, register, remove, each answered on the page. */
export function Integrations({
  company,
  apiDocs,
  keys,
  receivers,
  outcome,
}: Omit<Route.ComponentProps['loaderData'], 'messages'> & { outcome: IntegrationsOutcome | undefined }) {
  const { t } = useTranslation();
  const { language, home } = useLanguage();
  const when = new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
  const at = (iso: string) => when.format(new Date(iso));
  const eventNames = (events: readonly WebhookEvent[]) =>
    events.map((event) => t(`adminUi.webhooks.event.${EVENT_LABELS[event]}`)).join(', ');
  const reasons = (kind: 'key' | 'receiver') =>
    outcome && 'refused' in outcome && outcome.refused === kind
      ? outcome.reasons.map((key) => (key === 'required' ? t('account.integrations.nameRequired') : t(`validation.${key}`)))
      : [];
  const said =
    outcome && 'revoked' in outcome
      ? t('account.integrations.revoked', { name: outcome.revoked })
      : outcome && 'removed' in outcome
        ? t('account.integrations.removed', { url: outcome.removed })
        : null;
  const action = `${home}/account/integrations`;
  return (
    <section className="container account" aria-labelledby="integrations-title">
      <AccountNav current="integrations" integrations />
      <h1 id="integrations-title">{t('account.integrations.heading', { company })}</h1>
      <p>
        {t('account.integrations.intro')} <a href={apiDocs}>{t('account.integrations.docs')}</a>
      </p>
      {said && (
        <p className="notice" role="status">
          {said}
        </p>
      )}

      <h2 id="keys-title">{t('account.integrations.keys')}</h2>
      {outcome && 'issued' in outcome && (
        <div className="notice account__secret" role="status">
          <p>{t('account.integrations.issuedOnce', { name: outcome.issued.name })}</p>
          <code>{outcome.issued.key}</code>
        </div>
      )}
      {keys.length === 0 ? (
        <p>{t('account.integrations.noKeys')}</p>
      ) : (
        <ul className="account__integrations">
          {keys.map((key) => (
            <li key={key.id}>
              <span>
                {t('account.integrations.keyLine', {
                  name: key.name,
                  prefix: key.prefix,
                  created: at(key.createdAt),
                  limit: key.limitPerMinute,
                  used: key.lastUsedAt ? at(key.lastUsedAt) : t('account.integrations.never'),
                })}
                {key.revokedAt && ` — ${t('account.integrations.revokedOn', { date: at(key.revokedAt) })}`}
              </span>
              {!key.revokedAt && (
                <Form method="post" action={action}>
                  <input type="hidden" name="intent" value={'revokeKey' satisfies IntegrationWrite} />
                  <input type="hidden" name="keyId" value={key.id} />
                  <button type="submit">{t('account.integrations.revoke', { name: key.name })}</button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form
        // A new form (empty) once a key is issued; the same one, as typed, when it was refused.
        key={outcome && 'issued' in outcome ? outcome.issued.key.slice(0, 12) : 'key'}
        method="post"
        action={action}
        className="account__filters"
        aria-labelledby="keys-title"
      >
        <input type="hidden" name="intent" value={'issueKey' satisfies IntegrationWrite} />
        <Field label={t('account.integrations.keyName')} message={reasons('key').length > 0 ? reasons('key').join(' ') : undefined}>
          {(control) => <input {...control} name="name" required maxLength={100} autoComplete="off" />}
        </Field>
        <button type="submit">{t('account.integrations.issue')}</button>
      </Form>

      <h2 id="receivers-title">{t('account.integrations.receivers')}</h2>
      {outcome && 'registered' in outcome && (
        <div className="notice account__secret" role="status">
          <p>{t('account.integrations.registeredOnce', { url: outcome.registered.url })}</p>
          <code>{outcome.registered.secret}</code>
        </div>
      )}
      {receivers.length === 0 ? (
        <p>{t('account.integrations.noReceivers')}</p>
      ) : (
        <ul className="account__integrations">
          {receivers.map((receiver) => (
            <li key={receiver.id}>
              <span>
                {t('account.integrations.receiverLine', {
                  url: receiver.url,
                  events: eventNames(receiver.events),
                  created: at(receiver.createdAt),
                })}
              </span>
              <Form method="post" action={action}>
                <input type="hidden" name="intent" value={'removeWebhook' satisfies IntegrationWrite} />
                <input type="hidden" name="webhookId" value={receiver.id} />
                <button type="submit">{t('account.integrations.remove', { url: receiver.url })}</button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form
        key={outcome && 'registered' in outcome ? outcome.registered.secret.slice(0, 12) : 'receiver'}
        method="post"
        action={action}
        className="account__receiver-form"
        aria-labelledby="receivers-title"
      >
        <input type="hidden" name="intent" value={'registerWebhook' satisfies IntegrationWrite} />
        <Field label={t('account.integrations.url')} message={reasons('receiver').length > 0 ? reasons('receiver').join(' ') : undefined}>
          {(control) => <input {...control} name="url" type="url" required maxLength={2000} placeholder="https://" />}
        </Field>
        <fieldset>
          <legend>{t('account.integrations.events')}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="account__check">
              <input type="checkbox" name="events" value={event} defaultChecked /> {t(`adminUi.webhooks.event.${EVENT_LABELS[event]}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit">{t('account.integrations.register')}</button>
      </Form>
    </section>
  );
}
