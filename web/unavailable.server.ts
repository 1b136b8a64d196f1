import { type AppLoadContext, data } from 'react-router';
import '#src/http/load-context.ts';

/** Whether a loader's or action's failure means the database cannot be reached now. */
export function isUnavailable(context: AppLoadContext, error: unknown): boolean {
  if (!context.services.isServiceUnavailable(error)) return false;
  context.services.logger.warn('database unavailable', { error: error instanceof Error ? error.message : String(error) });
  return true;
}

/**
 * The "service temporarily unavailable" page (root ErrorBoundary), to throw: status 503, to
 * which entry.server.tsx adds Retry-After and no-store, as to every 503 page.
 */
export const unavailablePage = () => data(null, { status: 503 });

/** Runs a loader's or action's work; when the database cannot be reached, the page is unavailablePage(), not a 500. */
export async function orUnavailable<T>(context: AppLoadContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnavailable(context, error)) throw unavailablePage();
    throw error;
  }
}
