import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { ApplicationServices } from '../composition/application-services.ts';
import { accessLog } from './access-log.ts';
import { apiRouter } from './api-router.ts';
import { driverApi } from './driver-api.ts';
import { errorHandler } from './error-handler.ts';
import { healthRoutes } from './health-routes.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { pageCache, type PageCacheOptions } from './page-cache.ts';
import { languageRedirects } from './language-redirects.ts';
import { pageRequestGuards } from './page-request-guards.ts';
import { quotesApi } from './quotes-api.ts';
import { transportEvents } from './transport-events.ts';
import { adminApi } from './admin-api.ts';
import { leadsApi } from './leads-api.ts';
import { apiV1 } from './api-v1/edge.ts';
import { sameOriginWrites } from './same-origin-writes.ts';
import { requestId } from './request-id.ts';
import { requestShape, takeTargetAsPath } from './request-shape.ts';
import { securityHeaders } from './security-headers.ts';
import { seoRoutes } from './seo-routes.ts';
import { openDataRoutes } from './open-data-routes.ts';
import { consentApi } from './consent-api.ts';

export interface AppOptions {
  services: ApplicationServices;
  /** Serves the React pages: the production build or Vite in development. */
  pages: RequestHandler;
  /** Built browser files (production); in development Vite serves them. */
  clientDir?: string;
  /** Middleware that must run before the pages (Vite's dev server). */
  before?: RequestHandler[];
  /** Express's "trust proxy": false, a hop count, or the proxies' addresses (config TRUST_PROXY). */
  trustProxy?: false | number | string[];
  /** Serve the pages with a nonce-based Content-Security-Policy (production; Vite's dev scripts have no nonce). */
  contentSecurityPolicy?: boolean;
  /** Keep the pages that are the same for everyone rendered and compressed (production). */
  sharedPages?: Pick<PageCacheOptions, 'render' | 'buildVersion' | 'maxEntries'>;
  /** How often an open inbox stream checks its staff session (15 s; tests make it short). */
  staffStreamCheckMs?: number;
}

export function createApp(options: AppOptions): Express {
  const { services } = options;
  const app = takeTargetAsPath(express());
  app.disable('x-powered-by');
  // Express hashes every body it sends for a weak ETag: the JSON answers are per visitor and
  // no-store, so the hash was pure cost. Shared pages and static files set their own.
  app.set('etag', false);
  app.set('trust proxy', options.trustProxy ?? false);
  // Read by the problem documents of /api/v1 (their `type`), never taken from the request.
  app.locals.siteUrl = services.site.url;

  app.use(requestId(services.logger));
  app.use(securityHeaders);
  app.use(accessLog(services.logger));
  app.use(requestShape);
  // Sync flush keeps React's streamed HTML flowing chunk by chunk through gzip.
  app.use(compression({ flush: zlib.constants.Z_SYNC_FLUSH }));

  app.use(healthRoutes(services));
  app.use(seoRoutes(services.site.url));
  app.use(openDataRoutes());
  // The shippers' systems' API first: its authority is a key, not a cookie (no same-origin check).
  app.use('/api/v1', apiV1(services));
  // A delivery's tap carries its photo (at most 1 MB, a third more as base64).
  app.use('/api/drive', express.json({ limit: '2mb' }));
  app.use(
    '/api',
    sameOriginWrites,
    apiRouter([
      quotesApi(services),
      transportEvents(services),
      driverApi(services),
      leadsApi(services),
      adminApi(services, { sessionCheckMs: options.staffStreamCheckMs }),
      consentApi(),
    ]),
  );

  if (options.clientDir) {
    // Hashed file names: safe to cache for a year.
    app.use('/assets', express.static(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(options.clientDir, { maxAge: '1h', index: false }));
  }
  for (const middleware of options.before ?? []) app.use(middleware);

  app.use(languageRedirects);
  const framed = () => frameOrigins(services);
  const pageHandlers = options.contentSecurityPolicy ? [contentSecurityPolicy({ frameOrigins: framed }), options.pages] : [options.pages];
  const shared = options.sharedPages
    ? [
        pageCache({
          ...options.sharedPages,
          links: () => services.site.links,
          formDefaults: () => {
            const pickup = services.earliestPickup();
            return `${services.today()} ${pickup.date}T${pickup.time}`;
          },
          siteUrl: services.site.url,
          frameOrigins: framed,
        }).middleware,
      ]
    : [];
  app.all('/{*path}', pageRequestGuards(services.logger), ...shared, ...pageHandlers);
  app.use(errorHandler(services));
  return app;
}

/** The demo video is the one framed page from elsewhere (config/site-links.json). */
function frameOrigins(services: ApplicationServices): string[] {
  const video = services.site.links.demoVideo;
  return video ? [new URL(video).origin] : [];
}
