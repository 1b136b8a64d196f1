import { Form, data, redirect } from 'react-router';
import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../components/use-language.ts';
import { shipperSessionCookie } from '../cookies.server.ts';
import { personOf } from '../components/account/signed-in-person.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/account-invitation';
import { Button } from '../components/ui/button.tsx';

/** The action's headers when it sent some, else the loader's. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'accountInvitation');

// The link's token stays in this page: no other site learns it from the address it came from.
const NO_LEAK = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const TEXTS = ['pages.accountInvitation', 'account.invitation', 'account.people.roles'] as const;

type Refusal = 'invalid' | 'otherPerson' | 'elsewhere';

/**
 * The emailed invitation opens this page, which says which company and as what; only
 * its button joins (a mail scanner that follows links joins nobody), signed in by the invited
 * address, which the link proves.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await answeredAsPage(context, () => context.services.shipperAccount.openInvitation(params.token));
  const messages = pageMessages(params, [...TEXTS]);
  if (!invitation) return data({ messages, invitation: null, refusal: 'invalid' as Refusal }, { status: 410, headers: NO_LEAK });
  const { company, email, role } = invitation;
  return data({ messages, invitation: { company, email, role }, refusal: null }, { headers: NO_LEAK });
}

export async function action({ params, context }: Route.ActionArgs) {
  const outcome = await answeredAsPage(context, async () => {
    const signedIn = await personOf(context);
    return context.services.shipperAccount.acceptInvitation(params.token, signedIn);
  });
  if (outcome === undefined) return data({ refusal: 'invalid' as Refusal }, { status: 410, headers: NO_LEAK });
  if (typeof outcome === 'string') return data({ refusal: outcome as Refusal }, { status: 409, headers: NO_LEAK });
  throw redirect(`/${params.lang.toUpperCase()}/account`, {
    status: 303,
    headers: { 'Set-Cookie': shipperSessionCookie(outcome.sessionToken, context.secure), ...NO_LEAK },
  });
}

export default function AccountInvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <Invitation invitation={loaderData.invitation} refusal={actionData?.refusal ?? loaderData.refusal} />
    </PageTexts>
  );
}

function Invitation({
  invitation,
  refusal,
}: {
  invitation: { company: string; email: string; role: 'owner' | 'member' } | null;
  refusal: Refusal | null;
}) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const company = invitation?.company ?? '';
  return (
    <section className="container account" aria-labelledby="account-invitation-title">
      <h1 id="account-invitation-title">
        {invitation ? t('account.invitation.heading', { company }) : t('pages.accountInvitation.heading')}
      </h1>
      {refusal && (
        <p className="notice notice--error" role="alert">
          {t(`account.invitation.${refusal}`, { email: invitation?.email ?? '' })}
        </p>
      )}
      {invitation && refusal !== 'invalid' ? (
        <>
          <p>{t('account.invitation.intro', { company, email: invitation.email, role: t(`account.people.roles.${invitation.role}`) })}</p>
          <p>{t('account.invitation.what')}</p>
          <Form method="post">
            <Button type="submit">{t('account.invitation.accept', { company })}</Button>
          </Form>
        </>
      ) : (
        <p>
          <a href={home}>{t('account.invitation.home')}</a>
        </p>
      )}
    </section>
  );
}
