import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// The quote form driven as a visitor does, shared by the browser suites.

/** Types in an address field and picks the first suggestion with the keyboard. */
export async function chooseAddress(page: Page, label: string, typed: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.fill(typed);
  await page.getByRole('listbox', { name: label }).getByRole('option').first().waitFor();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
}

export interface ContactLabels {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
}

/** Fills the contact dialog's required fields. */
export async function fillContact(dialog: Locator, labels: ContactLabels, values: ContactLabels) {
  for (const field of ['firstName', 'lastName', 'company', 'email'] as const) {
    await dialog.getByRole('textbox', { name: labels[field], exact: true }).fill(values[field]);
  }
}

/**
 * A new view's heading: focused, so it is announced, and inside the screen below the sticky
 * header, so it is seen (the booking tool scrolls to it).
 */
export async function expectHeadingInViewAndFocused(heading: Locator) {
  await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
  await expect
    .poll(() =>
      heading.evaluate((element) => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.top >= header.bottom && box.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
}
