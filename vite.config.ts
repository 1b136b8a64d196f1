import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compileHints } from './compile-hints.ts';

const SERVER_SOURCES = path.resolve(import.meta.dirname, 'src') + path.sep;

export default defineConfig({
  plugins: [reactRouter(), compileHints],
  server: { port: 3000 },
  environments: {
    // The pages' scripts in few files (ADR 0061): at the first tap on a phone each file is one more
    // request at 150 ms and one more module to fetch and link on the main thread. The libraries in
    // one file; the product's small modules shared between pages (each ≤ 4 KB, 60-odd of them,
    // which Rolldown would spread over a file per set of pages) in another; each page's own
    // modules stay with it.
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'libraries', test: /[\\/]node_modules[\\/]/, priority: 2 },
                {
                  name: 'shared',
                  test: (id) => !/[\\/](node_modules|routes|booking)[\\/]/.test(id),
                  minShareCount: 2,
                  maxModuleSize: 4 * 1024,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    // The server bundle imports src/ at run time instead of carrying a copy of it, so the pages
    // and the Express server share one instance of every module: one container, one set of error
    // classes (`instanceof` holds), one page cache (Node 24 runs src/ from its TypeScript).
    ssr: {
      build: {
        rollupOptions: {
          // The catalogs (src/i18n/locales/*.json) are bundled: Node imports JSON only with an
          // import attribute, which an external import would not carry.
          external: (id) => id.startsWith(SERVER_SOURCES) && !id.endsWith('.json'),
          makeAbsoluteExternalsRelative: false,
          // Through package.json's "imports", so that every chunk reaches src/ wherever it lies.
          output: {
            paths: (id) => (id.startsWith(SERVER_SOURCES) ? `#src/${path.relative(SERVER_SOURCES, id).split(path.sep).join('/')}` : id),
          },
        },
      },
    },
  },
});
