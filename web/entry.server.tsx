import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter } from 'react-router';
import { RETRY_AFTER_SECONDS } from '#src/http/retry-after.ts';
import '#src/http/load-context.ts';
import { NonceContext } from './csp-nonce.tsx';
import { scriptsAfterInteraction } from './scripts-after-interaction.server.ts';

const STAFF_PAGE = /^\/[a-z]{2}\/admin\/?$/i;

export const streamTimeout = 5_000;

/**
 * The staff page starts its scripts at once (ADR 0022): its inbox must follow new leads from the
 * moment it opens, not from the agent's first touch; so does a transport's page, which follows its
 * steps live (a route's data says `live: true`, ADR 0034). Other visitors' pages wait (ADR 0010).
 */
function startsAtOnce(request: Request, routerContext: EntryContext): boolean {
  if (STAFF_PAGE.test(new URL(request.url).pathname)) return true;
  return Object.values(routerContext.staticHandlerContext.loaderData ?? {}).some(
    (data) => typeof data === 'object' && data !== null && (data as { live?: unknown }).live === true,
  );
}

/** Streams the page as soon as its shell is ready; crawlers get the whole page at once. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The database could not be reached (web/unavailable.server.ts): say when to come back.
  if (responseStatusCode === 503) {
    responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
    responseHeaders.set('Cache-Control', 'no-store');
  }
  // A page rendered here is not the shared cache's (which sends its own headers): it may carry
  // one visitor's data (a quote's offers, the staff page), so no cache keeps it unless its route
  // said otherwise.
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'no-store');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const nonce = loadContext.cspNonce || undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          const page = startsAtOnce(request, routerContext) ? body : body.pipe(scriptsAfterInteraction());
          resolve(
            new Response(createReadableStreamFromReadable(page), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by handleError.
          if (shellRendered) {
            loadContext.services.logger.error('streaming render failed', { error: String(error) });
          }
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const services = (context as AppLoadContext).services;
  services.logger.error('page request failed', {
    path: new URL(request.url).pathname,
    error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
  });
};
