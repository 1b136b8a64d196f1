import { Form, data, redirect } from 'react-router';
import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../components/use-language.ts';
import { shipperSessionCookie } from '../cookies.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/account-sign-in-link';

/** The action's headers when it sent some (Retry-After, no-store), else the loader's. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'account');

// The link's token stays in this page: no other site learns it from the address it came from.
const NO_LEAK = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

/**
 * The emailed link opens this page, whose button signs in. Opening the link does not
 * use it (a mail scanner that follows links signs nobody in); pressing the button does, once.
 */
export function loader({ params }: Route.LoaderArgs) {
  return data({ messages: pageMessages(params, ['pages.account', 'account.link']), invalid: false }, { headers: NO_LEAK });
}

export async function action({ params, context }: Route.ActionArgs) {
  const signedIn = await answeredAsPage(context, () => context.services.shipperAccount.signIn(params.token));
  if (!signedIn) return data({ invalid: true }, { status: 410, headers: NO_LEAK });
  throw redirect(`/${params.lang.toUpperCase()}/account`, {
    status: 303,
    headers: { 'Set-Cookie': shipperSessionCookie(signedIn.sessionToken, context.secure), ...NO_LEAK },
  });
}

export default function AccountSignInLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <SignInButton invalid={Boolean(actionData?.invalid)} />
    </PageTexts>
  );
}

function SignInButton({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <section className="container account" aria-labelledby="account-link-title">
      <h1 id="account-link-title">{t('account.link.heading')}</h1>
      {invalid ? (
        <>
          <p className="notice notice--error" role="alert">
            {t('account.link.invalid')}
          </p>
          <p>
            <a className="button-primary" href={`${home}/account/sign-in`}>
              {t('account.link.again')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{t('account.link.intro')}</p>
          <Form method="post">
            <button type="submit" className="button-primary">
              {t('account.link.submit')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
