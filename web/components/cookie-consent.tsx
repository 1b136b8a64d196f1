import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLocation } from 'react-router';
import { namesAPage } from '#src/domain/site-map.ts';
import { useHydrated } from './use-hydrated.ts';
import { useLanguage } from './use-language.ts';
import { Button } from './ui/button.tsx';

type Choice = 'accepted' | 'refused' | null;

interface ConsentState {
  choice: Choice;
  /** shown again from the footer's cookie settings */
  asking: boolean;
  choose: (choice: 'accepted' | 'refused') => Promise<void>;
  reopen: () => void;
}

const Consent = createContext<ConsentState>({ choice: null, asking: false, choose: async () => {}, reopen: () => {} });

/** No third-party request before consent; the choice is remembered and can be changed. */
export function ConsentProvider({ initial, children }: { initial: Choice; children: ReactNode }) {
  const [choice, setChoice] = useState<Choice>(initial);
  const [asking, setAsking] = useState(false);
  const choose = async (next: 'accepted' | 'refused') => {
    await fetch('/api/consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ choice: next }),
    });
    setChoice(next);
    setAsking(false);
  };
  return <Consent.Provider value={{ choice, asking, choose, reopen: () => setAsking(true) }}>{children}</Consent.Provider>;
}

export const useConsent = () => useContext(Consent);

/**
 * A form to /api/consent: without JavaScript it posts and comes back to this page; with it,
 * `onSubmit` handles the button pressed and the page stays where it is.
 */
function ConsentForm({
  className,
  onSubmit,
  children,
}: {
  className?: string;
  onSubmit: (choice: string | undefined) => void;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const { home } = useLanguage();
  const hydrated = useHydrated();
  return (
    <form
      method="post"
      action="/api/consent"
      className={className}
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        onSubmit(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value);
      }}
    >
      <input type="hidden" name="returnTo" value={namesAPage(pathname) ? `${pathname}${search}` : home} />
      {children}
    </form>
  );
}

export function CookieBanner() {
  const { t } = useTranslation();
  const { choice, asking, choose } = useConsent();
  if (choice && !asking) return null;
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="container">
        <h2 id="cookie-banner-title">{t('landing.cookies.title')}</h2>
        <p>{t('landing.cookies.text')}</p>
        <ConsentForm
          className="cookie-banner__actions"
          onSubmit={(pressed) => void choose(pressed === 'accepted' ? 'accepted' : 'refused')}
        >
          <Button kind="secondary" type="submit" name="choice" value="refused">
            {t('landing.cookies.refuse')}
          </Button>
          <Button type="submit" name="choice" value="accepted">
            {t('landing.cookies.accept')}
          </Button>
        </ConsentForm>
      </div>
    </section>
  );
}

/** The footer's way back to the choice: it forgets the choice without JavaScript, reopens the banner with it. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  const { reopen } = useConsent();
  return (
    <ConsentForm onSubmit={reopen}>
      <Button kind="link" type="submit" name="choice" value="reset" className="site-footer__button">
        {t('landing.cookies.settings')}
      </Button>
    </ConsentForm>
  );
}
