import { type AppLoadContext, data } from 'react-router';
import '../src/http/load-context.ts';
import { RETRY_AFTER_SECONDS } from '../src/http/retry-after.ts';

/** Whether a loader's or action's failure means the database cannot be reached now. */
export function isUnavailable(context: AppLoadContext, error: unknown): boolean {
  if (!context.services.isServiceUnavailable(error)) return false;
  context.services.logger.warn('database unavailable', { error: error instanceof Error ? error.message : String(error) });
  return true;
}

/**
 * Runs a loader's or action's work; when the database cannot be reached, the page becomes the
 * "service temporarily unavailable" page (root ErrorBoundary) with status 503 and Retry-After,
 * rather than a 500.
 */
export async function orUnavailable<T>(context: AppLoadContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnavailable(context, error)) throw data(null, { status: 503, headers: unavailableHeaders });
    throw error;
  }
}

export const unavailableHeaders = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };
