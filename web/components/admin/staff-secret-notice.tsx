import { useEffect, useRef } from 'react';
import type { InvalidInputKey } from '#src/application/errors.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';

/** What a record's form that makes a secret answered: the secret, shown once; or why it was refused. */
export type StaffSecret =
  | { about: 'apiKey'; name: string; secret: string }
  | { about: 'webhook'; url: string; secret: string }
  | { about: 'apiKey' | 'webhook'; refused: InvalidInputKey[] | 'notApproved' };

/** The staff page's answer to such a form: what happened, the secret to copy now, the way back to the record. */
export function StaffSecretNotice({ secret, back }: { secret: StaffSecret; back: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const part = secret.about === 'apiKey' ? 'apiKeys' : 'webhooks';
  const reason = (key: InvalidInputKey) =>
    secret.about === 'apiKey' && key === 'required' ? t('admin.apiKeys.nameRequired') : t(`validation.${key}`);
  const [title, lines] =
    'refused' in secret
      ? [t(`admin.${part}.refusedTitle`), secret.refused === 'notApproved' ? [t(`admin.${part}.notApproved`)] : secret.refused.map(reason)]
      : secret.about === 'apiKey'
        ? [t('admin.apiKeys.issuedTitle'), [t('admin.apiKeys.issuedOnce', { name: secret.name })]]
        : [t('admin.webhooks.registeredTitle'), [t('admin.webhooks.registeredOnce', { url: secret.url })]];
  return (
    <section className="container admin admin__secret" aria-labelledby="staff-secret-title">
      <h1 id="staff-secret-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {'secret' in secret && (
        <p>
          <code>{secret.secret}</code>
        </p>
      )}
      <p>
        <a href={back}>{t(`admin.${part}.back`)}</a>
      </p>
    </section>
  );
}
