import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core on the page, run in the page itself (axe.run): the same rules and results as the
 * default mode, which runs each frame's part and then finishes in a new blank page with axe
 * injected again — a second renderer per check, twice the time here (3.2 s → 1.6 s a page;
 * issue 48). Our pages hold no cross-origin frame to look into (the demo video's stays unloaded
 * in the tests).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
