// The layers of docs/architecture.md, checked by `make test` (make lint): dependencies point
// inward, and the pages reach the application only through their load context.
const SERVER_FILE = '(\\.server\\.tsx?|/entry\\.server\\.tsx)$';
const TEST_FILE = '\\.test\\.tsx?$';
// Where the product starts: the server and its commands, the pages (React Router's route table).
const ENTRY_POINTS = [
  '^src/(main|seed|admin-account|api-key)\\.ts$',
  '^src/adapters/persistence/create-migration\\.ts$',
  '^web/(root|routes|entry\\.client|entry\\.server)\\.tsx?$',
  '^web/routes/',
];

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain imports nothing but itself: no package, no Node module, no other layer.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TEST_FILE },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'texts-see-the-domain',
      comment:
        "The texts (src/texts) put the domain's facts into the catalogs' words: they import the domain and each other, nothing else; the domain never imports them (domain-is-pure).",
      severity: 'error',
      from: { path: '^src/texts/', pathNot: TEST_FILE },
      to: { pathNot: '^src/(domain|texts)/' },
    },
    {
      name: 'ports-see-the-domain',
      comment: 'Ports are interfaces over domain types.',
      severity: 'error',
      from: { path: '^src/ports/' },
      to: { pathNot: '^src/(domain|ports)/' },
    },
    {
      name: 'application-sees-domain-and-ports',
      comment: 'Use cases see the domain, the ports and zod (their input schemas), nothing concrete.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: TEST_FILE },
      to: { pathNot: '^(src/(domain|ports|application)/|node_modules/zod/)' },
    },
    {
      name: 'adapters-and-http-apart',
      comment: 'Adapters and the HTTP edge never import each other; only the composition root knows both.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(http/|composition/|container\\.ts|main\\.ts)' },
    },
    {
      name: 'http-and-adapters-apart',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/(adapters/|composition/|container\\.ts|main\\.ts)', pathNot: '^src/composition/application-services\\.ts$' },
    },
    {
      name: 'the-edge-knows-only-the-services-type',
      comment:
        "The HTTP edge and the pages know of the composition only the type of what it gives them (ApplicationServices: each feature module's services, issue 51), never a value.",
      severity: 'error',
      from: { path: '^(src/http|web)/' },
      to: { path: '^src/composition/application-services\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'inversify-in-the-container-only',
      severity: 'error',
      comment: 'The composition root (src/container.ts and its feature modules in src/composition) alone binds.',
      from: { pathNot: '^src/(container\\.ts|composition/)' },
      to: { path: 'node_modules/inversify/' },
    },
    {
      name: 'pages-never-reach-adapters',
      comment: 'The pages get the application from their load context, never by building it.',
      severity: 'error',
      from: { path: '^web/' },
      to: {
        path: '^src/(adapters/|composition/|container\\.ts|main\\.ts|seed\\.ts)',
        pathNot: '^src/composition/application-services\\.ts$',
      },
    },
    {
      name: 'browser-code-sees-the-domain',
      comment:
        "A module that may reach the browser imports from src/ only the domain, its texts, the catalog's namespaces and i18next set-up, and types; server modules only from *.server.ts files.",
      severity: 'error',
      from: { path: '^web/', pathNot: [SERVER_FILE, TEST_FILE] },
      to: {
        path: '^src/',
        pathNot: ['^src/(domain|texts)/', '^src/i18n/(catalog-instance|namespaces)\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'browser-code-without-node',
      severity: 'error',
      from: { path: '^web/', pathNot: [SERVER_FILE, TEST_FILE] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-knows-no-pages',
      comment: 'The server loads the built pages at run time; it never imports web/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^web/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be understood, or tested, one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-dev-dep',
      comment: 'What the product runs must not need a package that a production install leaves out.',
      severity: 'error',
      // Build-time and development-only modules: the route table (read by `react-router build`),
      // `make migration`'s generator, and Vite in `make dev`'s server.
      from: { path: '^(src|web)/', pathNot: [TEST_FILE, '^web/routes\\.ts$', '^src/adapters/persistence/create-migration\\.ts$'] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: '^node_modules/vite/' },
    },
    {
      name: 'adapters-stay-apart',
      comment:
        'An adapter serves its port; one that needs another goes through the port, wired in src/composition. Shared on purpose: the prepared statements of every SQL adapter, the email renderer the outbox delivers with, the gazetteer index the seed builds, the one HMAC (webhooks sign with it too).',
      severity: 'error',
      from: { path: '^src/adapters/([^/]+)/', pathNot: [TEST_FILE, '^src/adapters/persistence/create-migration\\.ts$'] },
      to: {
        path: '^src/adapters/',
        pathNot: [
          '^src/adapters/$1/',
          '^src/adapters/persistence/prepared-statements\\.ts$',
          '^src/adapters/mail/render-message\\.ts$',
          '^src/adapters/addresses/gazetteer-index\\.ts$',
          '^src/adapters/security/hmac\\.ts$',
        ],
      },
    },
    {
      name: 'i18n-knows-only-the-domain',
      comment: 'The catalogs and their set-up (src/i18n) are shared by the server and the pages: they import the domain at most.',
      severity: 'error',
      from: { path: '^src/i18n/', pathNot: TEST_FILE },
      to: { path: '^(src|web)/', pathNot: '^src/(domain|i18n)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      // React Router's route types (./+types/…) are generated, resolved by TypeScript's rootDirs.
      to: { couldNotResolve: true, pathNot: '/\\+types/' },
    },
    {
      name: 'no-unreachable',
      comment: 'Dead code: a module no entry point reaches (only tests, or nothing, import it).',
      severity: 'error',
      from: { path: ENTRY_POINTS },
      to: { path: '^(src|web)/', pathNot: [TEST_FILE, '\\.d\\.ts$', '\\.json$', ...ENTRY_POINTS], reachable: false },
    },
    {
      name: 'no-orphans',
      comment: 'A module nothing imports is dead code, or an entry point listed here.',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '(^|/)\\.[^/]+\\.(js|cjs|mjs|ts|json)$',
          '\\.d\\.ts$',
          TEST_FILE,
          '\\.(int\\.test|e2e)\\.ts$',
          '^src/(main|seed|admin-account)\\.ts$',
          '^src/adapters/persistence/create-migration\\.ts$',
          '^web/(root|routes|entry\\.client|entry\\.server)\\.tsx?$',
          '^web/routes/',
          '^tests/(bench|screenshots)/[^/]+\\.ts$',
          '^tests/helpers/(database-global-setup|summarize-results)\\.ts$',
          '^(vite|vitest|react-router)\\.config\\.ts$',
          '^eslint\\.config\\.js$|^prettier\\.config\\.js$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
