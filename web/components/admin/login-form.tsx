import type { TextKey } from '#web/i18n/translator.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';

const NOTICES: Record<string, TextKey> = {
  login: 'admin.loginError',
  missing: 'admin.loginRequired',
  throttled: 'adminUi.throttled',
};

/** Spec §2: username, password, 'Se connecter'; posts to the API, works without JavaScript. */
export function LoginForm({ notice, retryAt }: { notice: string | null; retryAt: string | null }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const message = notice ? NOTICES[notice] : undefined;
  // Throttled: say when logins resume, when the server said so.
  const text = notice === 'throttled' && retryAt ? t('admin.throttled', { time: retryAt }) : message ? t(message) : undefined;
  return (
    <section className="container admin admin-login" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">{t('pages.admin.heading')}</h1>
      <h2>{t('adminUi.signIn')}</h2>
      {text && (
        <p className="notice notice--error" role="alert">
          {text}
        </p>
      )}
      <form method="post" action={`${home}/admin`} className="admin-login__form">
        <input type="hidden" name="intent" value="logIn" />
        <label htmlFor="admin-username">{t('adminUi.username')}</label>
        <input id="admin-username" name="username" autoComplete="username" required maxLength={100} />
        <label htmlFor="admin-password">{t('adminUi.password')}</label>
        <input id="admin-password" name="password" type="password" autoComplete="current-password" required maxLength={200} />
        <button type="submit">{t('adminUi.submit')}</button>
      </form>
    </section>
  );
}
