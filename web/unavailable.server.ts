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

/**
 * Runs a loader's or action's work, so that no failure but a fault is a 500: when the database
 * cannot be reached, the page is unavailablePage(); a refusal of the application the page did not
 * answer itself (a member at the owner's page: NotAccountOwner) is the error page of its status in
 * the tables (error-answers.ts), with Retry-After when it says when to come back.
 */
export async function answeredAsPage<T>(context: AppLoadContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnavailable(context, error)) throw unavailablePage();
    const refusal = context.answerFor(error);
    if (refusal) {
      const wait = refusal.retryAfterSeconds;
      throw data(null, { status: refusal.status, headers: wait ? { 'Retry-After': String(wait) } : undefined });
    }
    throw error;
  }
}
