import { data, Form } from 'react-router';
import { useLanguage } from '../components/use-language.ts';
import { parseLanguage } from '#src/domain/language.ts';
import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { readForm } from '../read-form.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/account-sign-in';

/** The action's headers when it sent some (Retry-After, no-store), else the loader's. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'account');

export function loader({ params }: Route.LoaderArgs) {
  return { messages: pageMessages(params, ['pages.account', 'account.signIn', 'validation.emailInvalid']) };
}

/**
 * A link to sign in, sent by email. The answer is the same for a known and an unknown
 * address; too many requests (per address, per visitor) say when to try again.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const language = parseLanguage(params.lang) ?? 'fr';
  return answeredAsPage(context, async () => {
    try {
      await context.services.shipperAccount.requestLink({ email: form.get('email'), language, address: context.clientAddress });
      return { sent: true as const };
    } catch (error) {
      const answer = context.answerFor(error);
      if (answer?.status === 429) {
        const seconds = answer.retryAfterSeconds ?? 60;
        return data({ tooMany: Math.max(1, Math.ceil(seconds / 60)) }, { status: 429, headers: { 'Retry-After': String(seconds) } });
      }
      if (answer?.status === 400) return data({ invalid: true as const }, { status: 400 });
      throw error;
    }
  });
}

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
  const sent = outcome && 'sent' in outcome;
  const tooMany = outcome && 'tooMany' in outcome ? outcome.tooMany : null;
  const invalid = Boolean(outcome && 'invalid' in outcome);
  return (
    <section className="container account" aria-labelledby="account-sign-in-title">
      <h1 id="account-sign-in-title">{t('account.signIn.heading')}</h1>
      <p>{t('account.signIn.intro')}</p>
      {sent ? (
        <p className="notice" role="status">
          {t('account.signIn.sent')}
        </p>
      ) : (
        <Form method="post" className="account__form" noValidate>
          <div className="field">
            <label htmlFor="account-email">{t('account.signIn.email')}</label>
            <input
              id="account-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'account-email-error' : undefined}
            />
            {invalid && (
              <p id="account-email-error" className="field__error">
                {t('validation.emailInvalid')}
              </p>
            )}
          </div>
          {tooMany !== null && (
            <p className="notice notice--error" role="alert">
              {t('account.signIn.tooMany', { minutes: tooMany })}
            </p>
          )}
          <button type="submit" className="button-primary">
            {t('account.signIn.submit')}
          </button>
        </Form>
      )}
      <p>
        {t('account.signIn.noAccount')} <a href={`${home}/landing-page-creer-compte`}>{t('account.signIn.create')}</a>
      </p>
    </section>
  );
}
