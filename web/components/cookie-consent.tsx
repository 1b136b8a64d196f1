import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated.ts';

type Choice = 'accepted' | 'refused' | null;

interface ConsentState {
  choice: Choice;
  /** shown again from the footer's cookie settings */
  asking: boolean;
  choose: (choice: 'accepted' | 'refused') => Promise<void>;
  reopen: () => void;
}

const Consent = createContext<ConsentState>({ choice: null, asking: false, choose: async () => {}, reopen: () => {} });

/** Issue 5: no third-party request before consent; the choice is remembered and can be changed. */
export function ConsentProvider({ initial, children }: { initial: Choice; children: ReactNode }) {
  const [choice, setChoice] = useState<Choice>(initial);
  const [asking, setAsking] = useState(false);
  const choose = async (next: 'accepted' | 'refused') => {
    await fetch('/api/consent', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ choice: next }) });
    setChoice(next);
    setAsking(false);
  };
  return <Consent.Provider value={{ choice, asking, choose, reopen: () => setAsking(true) }}>{children}</Consent.Provider>;
}

export const useConsent = () => useContext(Consent);

/** The two buttons post a plain form without JavaScript; with it, the page stays where it is. */
function ChoiceForm({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { choose } = useConsent();
  const hydrated = useHydrated();
  return (
    <form
      method="post"
      action="/api/consent"
      className="cookie-banner__actions"
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        void choose(submitter?.value === 'accepted' ? 'accepted' : 'refused');
      }}
    >
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      {children}
    </form>
  );
}

export function CookieBanner() {
  const { t } = useTranslation();
  const { choice, asking } = useConsent();
  if (choice && !asking) return null;
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="container">
        <h2 id="cookie-banner-title">{t('landing.cookies.title')}</h2>
        <p>{t('landing.cookies.text')}</p>
        <ChoiceForm>
          <button type="submit" name="choice" value="refused" className="button-secondary">
            {t('landing.cookies.refuse')}
          </button>
          <button type="submit" name="choice" value="accepted" className="button-primary">
            {t('landing.cookies.accept')}
          </button>
        </ChoiceForm>
      </div>
    </section>
  );
}

/** The footer's way back to the choice: it forgets the choice without JavaScript, reopens the banner with it. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  const { reopen } = useConsent();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action="/api/consent" onSubmit={(event) => {
      if (!hydrated) return;
      event.preventDefault();
      reopen();
    }}>
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button type="submit" name="choice" value="reset" className="button-link site-footer__button">
        {t('landing.cookies.settings')}
      </button>
    </form>
  );
}
