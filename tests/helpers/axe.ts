import axeCore, { type AxeResults } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axeCore;
  }
}

/**
 * axe-core's default rules on the page, run in the page itself, as @axe-core/playwright's legacy
 * mode runs them (each frame given axe, then axe.run from the top frame), with two savings that
 * leave the verdict as it was: axe is given to a document once rather than twice a check, and only
 * the violations are gathered and sent back (resultTypes), not every node that passed. A check
 * took 0.8-1.3 s a page that way, 0.2-0.35 s this one (docs/testing.md).
 */
export function axeOn(page: Page) {
  const included: string[] = [];
  const check = {
    /** Only this part of the page (a CSS selector). */
    include(selector: string) {
      included.push(selector);
      return check;
    },
    async analyze(): Promise<Pick<AxeResults, 'violations'>> {
      for (const frame of page.frames()) await withAxe(frame);
      return page.evaluate(async (selectors) => {
        const results = await window.axe!.run(selectors.length > 0 ? { include: selectors } : document, { resultTypes: ['violations'] });
        return { violations: results.violations };
      }, included);
    },
  };
  return check;
}

/** Gives a frame's document axe-core, configured as @axe-core/playwright does, unless it has it. */
async function withAxe(frame: Frame) {
  // A frame that goes away meanwhile has nothing left to check.
  const given = await frame.evaluate(() => typeof window.axe === 'object').catch(() => true);
  if (given) return;
  await frame.evaluate(`${axeCore.source}
    ;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`);
}
