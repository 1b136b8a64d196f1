import express, { Router } from 'express';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { hasBody, methodsAt } from '../api-router.ts';
import { readerLanguage, translate } from '../messages.ts';
import { accountRoutes } from './account-routes.ts';
import { openApiDocument } from './openapi.ts';
import { problemAnswers } from './problem-answers.ts';
import { sendProblem } from './problems.ts';
import { quoteRoutes } from './quote-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { API_DOCS_POLICY, apiDocsPage } from './reference-page.ts';

/**
 * /api/v1 for shippers' own systems (docs/api.md "For your systems"), an edge of its
 * own, mounted before the browser's /api: a key per business account (`Authorization: Bearer`)
 * is its authority, so no cookie check stands in front of it; JSON bodies only; every refusal,
 * whichever layer makes it, a problem document (problem-answers.ts).
 */
export function apiV1(services: ApplicationServices): Router {
  const router = Router();
  // The same for every request: made once, when first asked for.
  let reference: { openApi: ReturnType<typeof openApiDocument>; page: string } | undefined;
  const referenceDocs = () => {
    if (reference) return reference;
    const openApi = openApiDocument(services.site.url);
    return (reference = { openApi, page: apiDocsPage(openApi, services.api.vehicles) });
  };
  router.get('/openapi.json', (_req, res) => void res.json(referenceDocs().openApi));
  router.get('/docs', (_req, res) => {
    res.set('Content-Security-Policy', API_DOCS_POLICY).type('html').send(referenceDocs().page);
  });

  const features = [quoteRoutes(services), accountRoutes(services), invoiceRoutes(services)];
  router.use((req, res, next) => {
    if (!hasBody(req) || req.is('application/json')) return next();
    res.set('Connection', 'close');
    sendProblem(res, 'unsupported_media_type', translate(languageOf(req), 'requestErrors.unsupportedType'));
  });
  router.use(express.json({ limit: '100kb' }));
  router.use(...features);

  // An unknown path is 404; a known path asked with another method, 405 with what it takes.
  router.use((req, res) => {
    const allowed = methodsAt([router], req.path);
    if (allowed.length === 0) return void sendProblem(res, 'not_found');
    res.set('Allow', allowed.join(', '));
    sendProblem(res, 'method_not_allowed', translate(languageOf(req), 'requestErrors.methodNotAllowed'));
  });
  router.use(problemAnswers(services));
  return router;
}

const languageOf = (req: express.Request) => readerLanguage(req, 'en');
