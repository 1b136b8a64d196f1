import { Form } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';

export interface PeopleOutcome {
  invited?: string;
  already?: string;
  removed?: string;
  invalid?: boolean;
}

/** Issue 39: who is in the business account; its owner invites colleagues and removes members. */
export function AccountPeople({
  people,
  owner,
  outcome,
}: {
  people: Array<{ id: string; email: string; role: 'owner' | 'member' }>;
  owner: boolean;
  outcome: PeopleOutcome | undefined;
}) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const said = outcome?.invited
    ? t('account.people.invited', { email: outcome.invited })
    : outcome?.already
      ? t('account.people.already', { email: outcome.already })
      : outcome?.removed
        ? t('account.people.removed', { email: outcome.removed })
        : null;
  return (
    <section aria-labelledby="account-people-title" className="account__people">
      <h2 id="account-people-title">{t('account.people.heading')}</h2>
      {said && (
        <p className="notice" role="status">
          {said}
        </p>
      )}
      <ul>
        {people.map((person) => (
          <li key={person.id}>
            <span>{person.email}</span> <span className="account__role">{t(`account.people.roles.${person.role}`)}</span>
            {owner && person.role === 'member' && (
              <Form method="post" action={`${home}/account`}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="personId" value={person.id} />
                <button type="submit">{t('account.people.remove', { email: person.email })}</button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {owner && (
        <Form method="post" action={`${home}/account`} className="account__filters">
          <input type="hidden" name="intent" value="invite" />
          <div className="field">
            <label htmlFor="invite-email">{t('account.people.email')}</label>
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              aria-invalid={outcome?.invalid || undefined}
              aria-describedby={outcome?.invalid ? 'invite-email-error' : undefined}
            />
            {outcome?.invalid && (
              <p id="invite-email-error" className="field__error">
                {t('validation.emailInvalid')}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="invite-role">{t('account.people.role')}</label>
            <select id="invite-role" name="role" defaultValue="member">
              <option value="member">{t('account.people.roles.member')}</option>
              <option value="owner">{t('account.people.roles.owner')}</option>
            </select>
          </div>
          <button type="submit">{t('account.people.submit')}</button>
        </Form>
      )}
    </section>
  );
}
