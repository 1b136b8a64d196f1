import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe-core's rules on what a component test rendered (issue 48). happy-dom lays nothing out, so
 * the rules that need a layout (colour contrast) stay with the browser tier, which runs axe once
 * per page type in Chromium.
 */
export async function expectNoAxeViolations(root: Element = document.body) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
