import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Button, LinkButton } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';

/** What asking for a link came to: sent (whatever the address), too many asks (minutes to wait), or an address that is none. */
export type LinkRequestOutcome = { sent: true } | { tooMany: number } | { invalid: true } | undefined;

/** The texts of one kind of person's sign-in page, translated. */
export interface EmailLinkTexts {
  heading: string;
  intro: string;
  email: string;
  submit: string;
  sent: string;
  tooMany: (minutes: number) => string;
}

/**
 * The page that asks for a sign-in link by email: a business account's people and a carrier's
 * sign in the same way, each to their own pages.
 */
export function EmailLinkForm({ texts, outcome, children }: { texts: EmailLinkTexts; outcome: LinkRequestOutcome; children?: ReactNode }) {
  const { t } = useTranslation();
  const sent = outcome && 'sent' in outcome;
  const tooMany = outcome && 'tooMany' in outcome ? outcome.tooMany : null;
  const invalid = Boolean(outcome && 'invalid' in outcome);
  return (
    <section className="container account" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{texts.heading}</h1>
      <p>{texts.intro}</p>
      {sent ? (
        <p className="notice" role="status">
          {texts.sent}
        </p>
      ) : (
        <Form method="post" className="account__form" noValidate>
          <Field label={texts.email} message={invalid ? t('validation.emailInvalid') : undefined}>
            {(control) => <input {...control} name="email" type="email" autoComplete="email" required maxLength={254} />}
          </Field>
          {tooMany !== null && (
            <p className="notice notice--error" role="alert">
              {texts.tooMany(tooMany)}
            </p>
          )}
          <Button type="submit">{texts.submit}</Button>
        </Form>
      )}
      {children}
    </section>
  );
}

/** The texts of the page an emailed link opens. */
export interface LinkButtonTexts {
  heading: string;
  intro: string;
  submit: string;
  invalid: string;
  again: string;
}

/**
 * The page an emailed link opens: its button signs in. Opening the link does not use it (a mail
 * scanner that follows links signs nobody in); pressing the button does, once.
 */
export function SignInLinkButton({ texts, invalid, againHref }: { texts: LinkButtonTexts; invalid: boolean; againHref: string }) {
  return (
    <section className="container account" aria-labelledby="sign-in-link-title">
      <h1 id="sign-in-link-title">{texts.heading}</h1>
      {invalid ? (
        <>
          <p className="notice notice--error" role="alert">
            {texts.invalid}
          </p>
          <p>
            <LinkButton href={againHref}>{texts.again}</LinkButton>
          </p>
        </>
      ) : (
        <>
          <p>{texts.intro}</p>
          <Form method="post">
            <Button type="submit">{texts.submit}</Button>
          </Form>
        </>
      )}
    </section>
  );
}
