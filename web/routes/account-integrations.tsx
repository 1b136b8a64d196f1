import { type AppLoadContext, data } from 'react-router';
import type { Actor } from '#src/application/actor.ts';
import type { IntegrationWrite } from '#src/domain/staff/staff-writes.ts';
import { isWebhookEvent } from '#src/domain/webhooks/webhook.ts';
import { PageTexts } from '#web/i18n/use-translation.tsx';
import { signedInPerson } from '../components/account/signed-in-person.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { KEY_AND_RECEIVER_REFUSALS } from '../i18n/text-parts.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { readForm } from '../read-form.server.ts';
import type { Route } from './+types/account-integrations';
import { Integrations, type IntegrationsOutcome } from '../components/account/integrations.tsx';

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
