import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, Outlet, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { DEFAULT_LANGUAGE, languageOfPath, parseLanguage } from '#src/domain/language.ts';
import type {} from '#src/http/load-context.ts';
import type { Route } from './+types/root';
import { consentOf } from './cookies.server.ts';
import { ConsentProvider, CookieBanner } from './components/cookie-consent.tsx';
import { AccountDialogProvider } from './components/leads/account-dialog.tsx';
import { RouteError, routeErrorMeta } from './components/route-error.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { WorkFooter, WorkHeader, type WorkSpace } from './components/work-header.tsx';
import { SkipLink } from './components/skip-link.tsx';
import { SupportWidget } from './components/support-widget.tsx';
import { useNonce } from './csp-nonce.tsx';
import { HYDRATE_ON_INTERACTION, SCRIPTS_FAILED_ID } from './hydrate-on-interaction.ts';
import { messagesFor } from './i18n/catalogs.server.ts';
import { BACK_OFFICE_TEXTS, LAYOUT_TEXTS } from './i18n/text-parts.ts';
import { translatorFor } from './i18n/translator.ts';
import { TranslationProvider } from './i18n/use-translation.tsx';
import styles from './styles/app.css?inline';

// The stylesheet (about 6 KB compressed) is inlined: the first paint waits for no other request.
// The fonts are not preloaded: with `swap` the text paints at once in the fallback, and a preload
// competed with the page itself (Lighthouse mobile: first paint 1.7 s with it, 1.4 s without).
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function loader({ params, context, request }: Route.LoaderArgs) {
  const language = parseLanguage(params.lang) ?? DEFAULT_LANGUAGE;
  const { pathname } = new URL(request.url);
  const backOffice = isBackOffice(pathname);
  return {
    language,
    backOffice,
    work: backOffice ? ('backOffice' as const) : workSpaceOf(pathname),
    messages: messagesFor(language, backOffice ? BACK_OFFICE_TEXTS : LAYOUT_TEXTS),
    site: context.services.site,
    consent: consentOf(request),
  };
}

// The catalog only changes with the language: do not fetch it again on every navigation.
// (The consent choice is kept in the browser once made: see cookie-consent.tsx.)
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return (
    languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) ||
    isBackOffice(currentUrl.pathname) !== isBackOffice(nextUrl.pathname) ||
    workSpaceOf(currentUrl.pathname) !== workSpaceOf(nextUrl.pathname)
  );
}

/** A driver's page (by its link) or a carrier's pages: used at work, in the work layout. */
function workSpaceOf(pathname: string): WorkSpace | null {
  if (/^\/[a-z]{2}\/drive\//i.test(pathname)) return 'drive';
  if (/^\/[a-z]{2}\/carrier(\/|$)/i.test(pathname)) return 'carrier';
  return null;
}

/** The back office's texts travel only to the back office. */
function isBackOffice(pathname: string): boolean {
  return /^\/[a-z]{2}\/admin\/?$/i.test(pathname);
}

export const meta: Route.MetaFunction = ({ error, matches }) => routeErrorMeta({ error, matches });

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.language ?? 'fr';
  const nonce = useNonce();
  // Marks the document once React has taken over: hydrate-on-interaction.ts then presses again
  // the buttons pressed before, and browser tests know that controls respond.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: styles }} />
      </head>
      <body>
        {data ? (
          <TranslationProvider translator={translatorFor(data.language, data.messages)}>
            <ConsentProvider initial={data.consent}>
              <AccountDialogProvider>
                <SkipLink />
                {data.work ? (
                  <>
                    <WorkHeader space={data.work} />
                    <main id="main" tabIndex={-1}>
                      {children}
                    </main>
                    {data.work !== 'backOffice' && <WorkFooter />}
                  </>
                ) : (
                  <>
                    {/* In the page's flow, above the header: it covers nothing while it waits for a choice. */}
                    <CookieBanner />
                    <SiteHeader />
                    <main id="main" tabIndex={-1}>
                      {children}
                    </main>
                    <SupportWidget />
                    <SiteFooter />
                  </>
                )}
              </AccountDialogProvider>
            </ConsentProvider>
          </TranslationProvider>
        ) : (
          children
        )}
        {data && (
          <p id={SCRIPTS_FAILED_ID} className="scripts-failed" role="alert" hidden>
            {translatorFor(data.language, data.messages).t('scripts.failed')}
          </p>
        )}
        {/* After the content: the page shows before any code runs. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HYDRATE_ON_INTERACTION }} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
