// The first tap's baseline (issue 50): what React alone costs to take over a page on this machine,
// under the same throttling, measured beside the pages in the same run so that the budget is a
// ratio, not a time. A server-rendered page whose script hydrates a heading and a form with React
// and nothing else, built by Vite as the pages are (minified, V8's compile hints) and started as
// the pages' scripts are: inert until the first interaction, prefetched once the page is idle,
// every module asked for at once at the tap (web/hydrate-on-interaction.ts, ADR 0050). Served
// gzipped from memory by node:http, assets cached as the app caches them.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { compileHints } from '../../compile-hints.ts';
import { HYDRATE_ON_INTERACTION, IDLE_PREFETCH_REL, INERT_MODULE_TYPE } from '../../web/hydrate-on-interaction.ts';
import { BaselinePage } from './first-tap-baseline-page.ts';

export interface FirstTapBaseline {
  url: string;
  stop(): Promise<void>;
}

export async function startFirstTapBaseline(): Promise<FirstTapBaseline> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'first-tap-baseline-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [compileHints],
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        input: { baseline: path.join(import.meta.dirname, 'first-tap-baseline.client.ts') },
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
      },
    },
  });
  const names = await readdir(path.join(outDir, 'assets'));
  const assets = new Map<string, Buffer>();
  for (const name of names) assets.set(`/assets/${name}`, gzipSync(await readFile(path.join(outDir, 'assets', name))));
  const entry = [...assets.keys()].find((name) => name.startsWith('/assets/baseline-'))!;
  await rm(outDir, { recursive: true, force: true });

  const page = gzipSync(
    `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
      `<title>Transport urgent</title>${[...assets.keys()].map((href) => `<link rel="${IDLE_PREFETCH_REL}" href="${href}"/>`).join('')}</head>` +
      `<body><div id="root">${renderToString(createElement(BaselinePage))}</div>` +
      `<script type="${INERT_MODULE_TYPE}" async="">import "${entry}";</script>` +
      `<script>${HYDRATE_ON_INTERACTION}</script></body></html>`,
  );
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    const body = url === '/' ? page : assets.get(url);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': url === '/' ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': url === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
