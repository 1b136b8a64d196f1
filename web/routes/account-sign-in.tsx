import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../components/use-language.ts';
import { EmailLinkForm } from '../components/sign-in/email-link-form.tsx';
import { askForLink } from '../components/sign-in/email-link.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import type { Route } from './+types/account-sign-in';

/** The action's headers when it sent some (Retry-After, no-store), else the loader's. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'account');

export function loader({ params }: Route.LoaderArgs) {
  return { messages: pageMessages(params, ['pages.account', 'account.signIn', 'validation.emailInvalid']) };
}

/** A link to sign in, sent by email to a person of an accepted business account. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  askForLink(request, params.lang, context, context.services.shipperAccount.requestLink);

export default function AccountSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <SignInForm outcome={actionData} />
    </PageTexts>
  );
}

function SignInForm({ outcome }: { outcome: Route.ComponentProps['actionData'] }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <EmailLinkForm
      outcome={outcome}
      texts={{
        heading: t('account.signIn.heading'),
        intro: t('account.signIn.intro'),
        email: t('account.signIn.email'),
        submit: t('account.signIn.submit'),
        sent: t('account.signIn.sent'),
        tooMany: (minutes) => t('account.signIn.tooMany', { minutes }),
      }}
    >
      <p>
        {t('account.signIn.noAccount')} <a href={`${home}/landing-page-creer-compte`}>{t('account.signIn.create')}</a>
      </p>
    </EmailLinkForm>
  );
}
