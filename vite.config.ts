import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const SERVER_SOURCES = path.resolve(import.meta.dirname, 'src') + path.sep;

export default defineConfig({
  plugins: [
    reactRouter(),
    // V8 compiles each client chunk whole on a background thread as it streams in, rather than
    // function by function on the main thread while the page hydrates (ADR 0050).
    {
      name: 'compile-hints',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  ],
  server: { port: 3000 },
  environments: {
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
