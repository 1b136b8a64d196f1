import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import { compose } from './container.ts';
import { type AppOptions, createApp } from './http/app.ts';
import { closeGracefully } from './http/graceful-shutdown.ts';
import { pageHandler, renderShared } from './http/pages.ts';
import type { Logger } from './ports/logger.ts';
import { orExitWithMessage } from './startup-failure.ts';

const BUILD_DIR = fileURLToPath(new URL('../build', import.meta.url));

/** One server process: the application, its background jobs and the HTTP server, until a signal. */
export async function serve(config: Config, logger: Logger): Promise<void> {
  const composition = await orExitWithMessage(() => compose(config, logger));
  const { services } = composition;
  composition.startOutbox();
  composition.startRetention();
  composition.startReminders();
  composition.startInvoicing();
  void composition.warmUp();

  let pages: RequestHandler;
  let before: RequestHandler[] = [];
  let clientDir: string | undefined;
  let sharedPages: AppOptions['sharedPages'];
  if (config.NODE_ENV === 'development') {
    // Hot reload: Vite serves the browser modules and re-evaluates the server build on change.
    const vite = await import('vite');
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    before = [devServer.middlewares];
    pages = pageHandler(
      () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      services,
      'development',
    );
  } else {
    const serverBuild = `${BUILD_DIR}/server/index.js`;
    if (!existsSync(serverBuild)) {
      logger.error('no production build found: run `make build` first', { expected: serverBuild });
      await composition.dispose();
      process.exit(1);
    }
    const build = (await import(serverBuild)) as ServerBuild;
    pages = pageHandler(build, services, 'production');
    sharedPages =
      config.PAGE_CACHE_ENTRIES > 0
        ? { render: renderShared(build, services), buildVersion: build.assets.version, maxEntries: config.PAGE_CACHE_ENTRIES }
        : undefined;
    clientDir = `${BUILD_DIR}/client`;
  }

  const app = createApp({
    services,
    pages,
    before,
    clientDir,
    trustProxy: config.TRUST_PROXY,
    contentSecurityPolicy: config.NODE_ENV !== 'development',
    sharedPages,
  });
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info(`serving on http://localhost:${port}`, { mode: config.NODE_ENV, database: composition.database.kind });
  });

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info('shutting down', { signal });
      void composition.endLiveUpdates();
      closeGracefully(server, {
        timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
        logger,
        release: composition.dispose,
      }).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('shutdown failed', { error: String(error) });
          process.exit(1);
        },
      );
    });
  }
}
