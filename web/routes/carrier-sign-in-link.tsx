import { data } from 'react-router';
import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../components/use-language.ts';
import { SignInLinkButton } from '../components/sign-in/email-link-form.tsx';
import { NO_LEAK, signInWithEmailedLink } from '../components/sign-in/email-link.server.ts';
import { carrierSessionCookie } from '../cookies.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import type { Route } from './+types/carrier-sign-in-link';

/** The action's headers when it sent some (Retry-After, no-store), else the loader's. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'carrierPortal');

export function loader({ params }: Route.LoaderArgs) {
  return data({ messages: pageMessages(params, ['pages.carrierPortal', 'carrier.signIn']), invalid: false }, { headers: NO_LEAK });
}

export const action = ({ params, context }: Route.ActionArgs) =>
  signInWithEmailedLink(context, () => context.services.carriers.signIn.signIn(params.token), {
    cookie: carrierSessionCookie,
    home: `/${params.lang.toUpperCase()}/carrier`,
  });

export default function CarrierSignInLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <LinkPage invalid={Boolean(actionData?.invalid)} />
    </PageTexts>
  );
}

function LinkPage({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <SignInLinkButton
      invalid={invalid}
      againHref={`${home}/carrier/sign-in`}
      texts={{
        heading: t('carrier.signIn.linkHeading'),
        intro: t('carrier.signIn.linkIntro'),
        submit: t('carrier.signIn.linkSubmit'),
        invalid: t('carrier.signIn.linkInvalid'),
        again: t('carrier.signIn.again'),
      }}
    />
  );
}
