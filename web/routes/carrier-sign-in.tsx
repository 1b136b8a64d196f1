import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { EmailLinkForm } from '../components/sign-in/email-link-form.tsx';
import { askForLink } from '../components/sign-in/email-link.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import type { Route } from './+types/carrier-sign-in';

/** The action's headers when it sent some (Retry-After, no-store), else the loader's. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'carrierPortal');

export function loader({ params }: Route.LoaderArgs) {
  return { messages: pageMessages(params, ['pages.carrierPortal', 'carrier.signIn', 'validation.emailInvalid']) };
}

/** A link to sign in, sent by email to one of a carrier's people (in their own language). */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  askForLink(request, params.lang, context, context.services.carriers.signIn.requestLink);

export default function CarrierSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <SignInForm outcome={actionData} />
    </PageTexts>
  );
}

function SignInForm({ outcome }: { outcome: Route.ComponentProps['actionData'] }) {
  const { t } = useTranslation();
  return (
    <EmailLinkForm
      outcome={outcome}
      texts={{
        heading: t('carrier.signIn.heading'),
        intro: t('carrier.signIn.intro'),
        email: t('carrier.signIn.email'),
        submit: t('carrier.signIn.submit'),
        sent: t('carrier.signIn.sent'),
        tooMany: (minutes) => t('carrier.signIn.tooMany', { minutes }),
      }}
    />
  );
}
