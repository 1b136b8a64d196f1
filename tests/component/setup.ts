import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// After each component test (vitest.config.ts setupFiles): the rendered tree unmounted, the
// clock and the globals a test stubbed (fetch, storage) given back, the form kept in storage gone.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});
