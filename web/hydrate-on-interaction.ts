/**
 * The page's JavaScript starts at the visitor's first interaction, not on load (at most
 * 60 KB of JavaScript before interaction). The server leaves React Router's module script inert
 * (`scripts-after-interaction.server.ts`); the small script below, inlined in the page,
 * starts it on the first pointer, touch, key, wheel, scroll or focus event (it runs after the
 * content, at the end of the body), or at once on the next pages of a tab where that happened.
 *
 * Until React has taken over, the server-rendered page works on its own: links and form posts
 * do not need it. Two things would otherwise be lost in between:
 * - what the visitor types stays in the fields (React keeps the field values it finds while it
 *   hydrates; the quote form reads them back, see booking-tool.tsx);
 * - a press on a script-driven button (`type="button"`) is held and pressed again once React
 *   has taken over, once per button, so that a menu opens rather than being toggled twice.
 */
export const INERT_MODULE_TYPE = 'text/x-module-after-interaction';
/** React Router's module hints, kept inert in the page until it is idle (an unknown rel fetches nothing). */
export const IDLE_PREFETCH_REL = 'x-prefetch-when-idle';

// `click` too: voice control and switch access send clicks without pointer or key events.
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click'];

/** The page's notice, shown when its scripts cannot be loaded (root.tsx renders it hidden). */
export const SCRIPTS_FAILED_ID = 'scripts-failed';

// Serialised into the page: it must not use anything from outside its own body.
function hydrateOnInteraction(inertType: string, interactions: string[], startedKey: string, failedId: string, idleRel: string) {
  const root = document.documentElement;
  // Once the page has loaded and the browser is idle, its scripts are fetched at the lowest
  // priority into the HTTP cache (not run): the first tap then only has to run them. A prefetch,
  // not a modulepreload: it needs no nonce under the page's policy. Not on a data-saving connection.
  const prefetch = () => {
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    for (const hint of Array.from(document.querySelectorAll<HTMLLinkElement>(`link[rel="${idleRel}"]`))) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = 'anonymous';
      link.setAttribute('fetchpriority', 'low');
      link.href = hint.href;
      hint.replaceWith(link);
    }
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(prefetch, { timeout: 3000 });
    else setTimeout(prefetch, 500);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
  const pressed: HTMLElement[] = [];
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
    if (!button) return;
    event.stopPropagation();
    if (!pressed.includes(button)) pressed.push(button);
  };
  // The scripts could not be loaded (a dropped connection): presses are no longer held, and the
  // visitor is told that links and forms still work and a reload brings the rest.
  const failed = () => {
    if (root.dataset.hydrated === 'true') return;
    removeEventListener('click', hold, true);
    pressed.length = 0;
    const notice = document.getElementById(failedId);
    if (notice) notice.hidden = false;
  };
  addEventListener('unhandledrejection', (event) => {
    if (
      /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(String(event.reason))
    )
      failed();
  });
  const start = () => {
    for (const type of interactions) removeEventListener(type, start, true);
    try {
      sessionStorage.setItem(startedKey, 'true');
    } catch {
      // storage refused (private mode): the next page waits for an interaction again
    }
    const run = () => {
      const inerts = Array.from(document.querySelectorAll<HTMLScriptElement>(`script[type="${inertType}"]`));
      // Every module the page needs is asked for at once, rather than level by level as the
      // imports are read (five round trips on the home page). A prefetch still under way is left
      // to finish (removing its link would cancel it): the preload of the same address waits for it.
      const hints = document.querySelectorAll<HTMLLinkElement>(`link[rel="${idleRel}"], link[rel="prefetch"][as="script"]`);
      for (const hint of Array.from(hints)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.nonce = inerts[0]?.nonce ?? '';
        link.href = hint.href;
        document.head.append(link);
      }
      for (const inert of inerts) {
        const script = document.createElement('script');
        // The page's Content-Security-Policy lets scripts with this response's nonce run.
        script.nonce = inert.nonce;
        script.type = 'module';
        script.async = true;
        script.addEventListener('error', failed);
        script.textContent = inert.textContent;
        inert.replaceWith(script);
      }
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  };
  // The root layout marks the document once hydrated (root.tsx).
  new MutationObserver((_records, observer) => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    removeEventListener('click', hold, true);
    for (const button of pressed) if (button.isConnected) button.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  addEventListener('click', hold, true);
  let started = false;
  try {
    started = sessionStorage.getItem(startedKey) === 'true';
  } catch {
    // storage refused: wait for an interaction
  }
  if (started) start();
  else for (const type of interactions) addEventListener(type, start, { capture: true, passive: true });
}

// Once the visitor has interacted in this tab, the next pages (a reload, a plain link) start
// their scripts at once: they come from the browser's cache, and a form kept in session storage
// shows without waiting for another interaction.
const STARTED_KEY = 'flash.scripts-started';

export const HYDRATE_ON_INTERACTION = `(${hydrateOnInteraction.toString()})(${[INERT_MODULE_TYPE, INTERACTIONS, STARTED_KEY, SCRIPTS_FAILED_ID].map((value) => JSON.stringify(value)).join(', ')}, ${JSON.stringify(IDLE_PREFETCH_REL)});`;
