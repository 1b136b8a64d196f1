import { Form } from 'react-router';
import { LOCALE_OF } from '#src/domain/language.ts';
import { BUSINESS_TIME_ZONE } from '#src/domain/shipment/local-time.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';
import { Field } from '../ui/field.tsx';

export interface PeopleOutcome {
  invited?: string;
  already?: string;
  removed?: string;
  withdrawn?: string;
  /** an address of another company: refused */
  elsewhere?: string;
  invalid?: boolean;
}

/**
 * Who is in the business account; its owner invites colleagues and removes members.
 * An invited colleague is "invited, waiting" until they accept; the owner may withdraw it.
 */
export function AccountPeople({
  people,
  invited,
  owner,
  outcome,
}: {
  people: Array<{ id: string; email: string; role: 'owner' | 'member' }>;
  invited: Array<{ id: string; email: string; expiresAt: string }>;
  owner: boolean;
  outcome: PeopleOutcome | undefined;
}) {
  const { t } = useTranslation();
  const { home, language } = useLanguage();
  const day = new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });
  const said = outcome?.invited
    ? t('account.people.invited', { email: outcome.invited })
    : outcome?.already
      ? t('account.people.already', { email: outcome.already })
      : outcome?.removed
        ? t('account.people.removed', { email: outcome.removed })
        : outcome?.withdrawn
          ? t('account.people.withdrawn', { email: outcome.withdrawn })
          : null;
  return (
    <section aria-labelledby="account-people-title" className="account__people">
      <h2 id="account-people-title">{t('account.people.heading')}</h2>
      {said && (
        <p className="notice" role="status">
          {said}
        </p>
      )}
      {outcome?.elsewhere && (
        <p className="notice notice--error" role="alert">
          {t('account.people.elsewhere', { email: outcome.elsewhere })}
        </p>
      )}
      <ul>
        {people.map((person) => (
          <li key={person.id}>
            <span>{person.email}</span> <span className="account__role">{t(`account.people.roles.${person.role}`)}</span>
            {owner && person.role === 'member' && (
              <RowAction intent="remove" field="personId" id={person.id} label={t('account.people.remove', { email: person.email })} />
            )}
          </li>
        ))}
      </ul>
      {invited.length > 0 && (
        <>
          <h3>{t('account.people.waitingHeading')}</h3>
          <ul className="account__invited">
            {invited.map((invitation) => (
              <li key={invitation.id}>
                <span>{invitation.email}</span>{' '}
                <span className="account__role">{t('account.people.waiting', { date: day.format(new Date(invitation.expiresAt)) })}</span>
                {owner && (
                  <RowAction
                    intent="withdraw"
                    field="invitationId"
                    id={invitation.id}
                    label={t('account.people.withdraw', { email: invitation.email })}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {owner && (
        // A new form (empty) once an invitation is sent; the same one, as typed, when it was refused.
        <Form key={outcome?.invited ?? 'invite'} method="post" action={`${home}/account`} className="account__filters">
          <input type="hidden" name="intent" value="invite" />
          <Field label={t('account.people.email')} message={outcome?.invalid ? t('validation.emailInvalid') : undefined}>
            {(control) => <input {...control} name="email" type="email" required maxLength={254} autoComplete="off" />}
          </Field>
          <Field label={t('account.people.role')}>
            {(control) => (
              <select {...control} name="role" defaultValue="member">
                <option value="member">{t('account.people.roles.member')}</option>
                <option value="owner">{t('account.people.roles.owner')}</option>
              </select>
            )}
          </Field>
          <button type="submit">{t('account.people.submit')}</button>
        </Form>
      )}
    </section>
  );
}

/** The owner's one-button form on a row of the list: removing a member, withdrawing an invitation. */
function RowAction({ intent, field, id, label }: { intent: string; field: string; id: string; label: string }) {
  const { home } = useLanguage();
  return (
    <Form method="post" action={`${home}/account`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={id} />
      <button type="submit">{label}</button>
    </Form>
  );
}
