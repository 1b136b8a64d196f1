import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and during hydration, true once React runs in the browser. Widgets
 * render their plain, no-JavaScript form first and enhance themselves after, so the markup
 * hydrates unchanged.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
