import { createRequestHandler } from '@react-router/express';
import { createRequestHandler as createFetchHandler } from 'react-router';
import type { Request, RequestHandler, Response } from 'express';
import type { ServerBuild } from 'react-router';
import type { ApplicationServices } from '../composition/application-services.ts';
import { answerFor } from './error-answers.ts';
import { receiveLead } from './lead-submission.ts';
import type { PageContext } from './load-context.ts';
import { credentialsOf, requestActors } from './actor.ts';
import { type Actor, NOBODY } from '../application/actor.ts';

function loadContext(services: ApplicationServices) {
  return (req: Request, res: Response): PageContext =>
    pageContext(
      services,
      {
        requestId: String(res.locals.requestId),
        clientAddress: req.ip ?? 'unknown',
        secure: req.secure,
        cspNonce: typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : '',
      },
      requestActors(services, () =>
        credentialsOf({ cookie: req.headers.cookie, authorization: req.get('authorization') }, req.originalUrl),
      ),
    );
}

function pageContext(
  services: ApplicationServices,
  request: Pick<PageContext, 'requestId' | 'clientAddress' | 'secure' | 'cspNonce'>,
  actor: PageContext['actor'],
): PageContext {
  return {
    services,
    ...request,
    actor,
    answerFor,
    receiveLead: (form, body) => receiveLead(services, form, body, request.clientAddress),
  };
}

/**
 * Renders a page for no visitor in particular (page-cache.ts): no address, no nonce, a request
 * id that says where it came from.
 */
export function renderShared(build: ServerBuild, services: ApplicationServices) {
  const handle = createFetchHandler(build, 'production');
  return (request: globalThis.Request) =>
    handle(
      request,
      pageContext(
        services,
        { requestId: 'page-cache', clientAddress: '', secure: false, cspNonce: '' },
        async (): Promise<Actor> => NOBODY,
      ),
    );
}

/** The React Router pages from a server build (production) or a function returning one (dev). */
export function pageHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  services: ApplicationServices,
  mode: 'production' | 'development',
): RequestHandler {
  return createRequestHandler({ build, mode, getLoadContext: loadContext(services) });
}
