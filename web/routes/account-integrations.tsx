import { type AppLoadContext, Form, data } from 'react-router';
import type { Actor } from '#src/application/actor.ts';
import type { IntegrationWrite } from '#src/domain/staff/staff-writes.ts';
import { BUSINESS_TIME_ZONE } from '#src/domain/shipment/local-time.ts';
import { isWebhookEvent, WEBHOOK_EVENTS, type WebhookEvent } from '#src/domain/webhooks/webhook.ts';
import { LOCALE_OF } from '#src/domain/language.ts';
import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import type { InvalidInputKey } from '#src/application/errors.ts';
import { useLanguage } from '../components/use-language.ts';
import { AccountNav } from '../components/account/account-nav.tsx';
import { signedInPerson } from '../components/account/signed-in-person.server.ts';
import { EVENT_LABELS } from '../components/webhook-events.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { KEY_AND_RECEIVER_REFUSALS } from '../i18n/text-parts.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { readForm } from '../read-form.server.ts';
import type { Route } from './+types/account-integrations';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'accountIntegrations');

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The company's API keys and webhook receivers, which its owner runs; a member finds no such page. */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  return answeredAsPage(context, async () => {
    // A member is refused by the use case (the account's policy): the page of a missing page.
    const person = await signedInPerson(args);
    const owner: Actor = { kind: 'person', person };
    const { integrations } = context.services.shipperAccount;
    const [keys, receivers] = await Promise.all([integrations.keys(owner), integrations.receivers(owner)]);
    return data(
      {
        company: person.company,
        apiDocs: `${context.services.site.url}/api/v1/docs`,
        keys: keys.map((key) => ({
          id: key.id,
          name: key.name,
          prefix: key.prefix,
          limitPerMinute: key.limitPerMinute,
          createdAt: key.createdAt.toISOString(),
          lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
          revokedAt: key.revokedAt?.toISOString() ?? null,
        })),
        receivers: receivers.map((receiver) => ({
          id: receiver.id,
          url: receiver.url,
          events: receiver.events,
          createdAt: receiver.createdAt.toISOString(),
        })),
        messages: pageMessages(params, [
          'pages.accountIntegrations',
          'account.nav',
          'account.integrations',
          'adminUi.webhooks.event',
          ...KEY_AND_RECEIVER_REFUSALS,
        ]),
      },
      { headers: PRIVATE },
    );
  });
}

export type IntegrationsOutcome =
  | { issued: { name: string; key: string } }
  | { revoked: string }
  | { registered: { url: string; secret: string } }
  | { removed: string }
  | { refused: 'key' | 'receiver'; reasons: InvalidInputKey[] };

/** What each form of the page does, by its intent: the names the staff's record posts too (INTEGRATION_WRITES). */
const WRITES = {
  async issueKey(owner, form) {
    const { key, record } = await owner.integrations.issueKey(owner.actor, { name: String(form.get('name') ?? '') });
    // Shown once, on this answer only: never cached, never stored.
    return { issued: { name: record.name, key } };
  },
  async revokeKey(owner, form) {
    const keyId = String(form.get('keyId') ?? '');
    const key = (await owner.integrations.keys(owner.actor)).find((one) => one.id === keyId);
    return key && (await owner.integrations.revokeKey(owner.actor, keyId)) ? { revoked: key.name } : undefined;
  },
  async registerWebhook(owner, form) {
    const events = form.getAll('events').filter(isWebhookEvent);
    const { endpoint, secret } = await owner.integrations.register(owner.actor, { url: String(form.get('url') ?? '').trim(), events });
    return { registered: { url: endpoint.url, secret } };
  },
  async removeWebhook(owner, form) {
    const id = String(form.get('webhookId') ?? '');
    const receiver = (await owner.integrations.receivers(owner.actor)).find((one) => one.id === id);
    return receiver && (await owner.integrations.removeReceiver(owner.actor, { id })) ? { removed: receiver.url } : undefined;
  },
} satisfies Record<
  IntegrationWrite,
  (
    owner: { actor: Actor; integrations: AppLoadContext['services']['shipperAccount']['integrations'] },
    form: FormData,
  ) => Promise<IntegrationsOutcome | undefined>
>;

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await readForm(request);
  return answeredAsPage(context, async () => {
    const person = await signedInPerson(args, { afterForm: true });
    const intent = String(form.get('intent') ?? '');
    if (!Object.hasOwn(WRITES, intent)) throw pageNotFound(request, context);
    const write = WRITES[intent as IntegrationWrite];
    try {
      const outcome = await write({ actor: { kind: 'person', person }, integrations: context.services.shipperAccount.integrations }, form);
      if (!outcome) throw pageNotFound(request, context);
      return data(outcome, { headers: PRIVATE });
    } catch (error) {
      // A key or a receiver refused says why under its form; a member is refused as if there were no page.
      const answer = context.answerFor(error);
      if (answer?.code !== 'invalid') throw error;
      const refused = intent === 'issueKey' ? 'key' : 'receiver';
      return data({ refused, reasons: answer.fieldErrors.map((one) => one.key) } satisfies IntegrationsOutcome, {
        status: 400,
        headers: PRIVATE,
      });
    }
  });
}

export default function AccountIntegrationsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <Integrations {...loaderData} outcome={actionData as IntegrationsOutcome | undefined} />
    </PageTexts>
  );
}

function Integrations({
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
        <div className="field">
          <label htmlFor="key-name">{t('account.integrations.keyName')}</label>
          <input
            id="key-name"
            name="name"
            required
            maxLength={100}
            autoComplete="off"
            aria-invalid={reasons('key').length > 0 || undefined}
            aria-describedby={reasons('key').length > 0 ? 'key-name-error' : undefined}
          />
          {reasons('key').length > 0 && (
            <p id="key-name-error" className="field__error">
              {reasons('key').join(' ')}
            </p>
          )}
        </div>
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
        <div className="field">
          <label htmlFor="receiver-url">{t('account.integrations.url')}</label>
          <input
            id="receiver-url"
            name="url"
            type="url"
            required
            maxLength={2000}
            placeholder="https://"
            aria-invalid={reasons('receiver').length > 0 || undefined}
            aria-describedby={reasons('receiver').length > 0 ? 'receiver-url-error' : undefined}
          />
          {reasons('receiver').length > 0 && (
            <p id="receiver-url-error" className="field__error">
              {reasons('receiver').join(' ')}
            </p>
          )}
        </div>
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
