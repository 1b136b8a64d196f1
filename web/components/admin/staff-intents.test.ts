import { describe, expect, it } from 'vitest';
import { STAFF_INTENTS, type StaffIntent } from './staff-intents.ts';
import type { StaffForm } from './staff-form.tsx';

type FormIntent = Parameters<typeof StaffForm>[0]['intent'];

describe('the staff page’s intents', () => {
  it('are one list, which the forms take and tsc holds them to', () => {
    const chosen: FormIntent = 'markInvoicePaid';
    // @ts-expect-error a misspelt intent does not compile: no form can post what the action does not answer
    const misspelt: FormIntent = 'markInvoicePayed';
    // @ts-expect-error nor an intent the list does not hold
    const unknown: StaffIntent = 'dropTables';
    expect(STAFF_INTENTS).toContain(chosen);
    expect(STAFF_INTENTS).not.toContain(misspelt);
    expect(STAFF_INTENTS).not.toContain(unknown);
    expect(new Set(STAFF_INTENTS).size).toBe(STAFF_INTENTS.length);
  });
});
