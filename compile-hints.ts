import type { Plugin } from 'vite';

/**
 * V8 compiles each client chunk whole on a background thread as it streams in, rather than
 * function by function on the main thread while the page hydrates (ADR 0050). Shared by the
 * pages' build (vite.config.ts) and the first tap's baseline (tests/bench/first-tap-baseline.ts),
 * so that the baseline's React is compiled as the pages' is.
 */
export const compileHints: Plugin = {
  name: 'compile-hints',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
    }
  },
};
