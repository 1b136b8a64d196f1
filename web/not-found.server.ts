import { type AppLoadContext, data } from 'react-router';

/** Logs the attempted path (spec §2) and answers 404; the root error boundary shows the page. */
export function pageNotFound(request: Request, context: AppLoadContext) {
  context.services.logger.warn('page not found', { path: new URL(request.url).pathname });
  return data(null, { status: 404 });
}
