import { describe, expect, it } from 'vitest';
import { catalogOf } from '#web/i18n/catalogs.ts';
import { createTranslator } from '#web/i18n/translator.ts';
import { columnsFor } from './columns.tsx';

const { t } = createTranslator('fr', catalogOf('fr'));
const format = { money: (value: number) => `${value.toFixed(2).replace('.', ',')} €`, dateTime: String };
const cell = (header: string, row: Record<string, unknown>) =>
  columnsFor('quote-requests', t, format)
    .find((column) => column.header === header)!
    .cell(row);

describe('the quote requests’ columns, on the French staff page', () => {
  it('strike the price the shipper’s card showed, rounded once when it was priced', () => {
    expect(cell("Prix d'origine", { price: '802.32', selected_offer: 'priority', original_price: 943.9 })).toBe('943,90 €');
  });

  it('say in French what is not calculated or has no price', () => {
    expect(cell("Prix d'origine", { price: '420.00', selected_offer: 'economy', original_price: null })).toBe('Non calculé');
    expect(cell('Distance', { distance: null })).toBe('Non calculé');
  });
});
