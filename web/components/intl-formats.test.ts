import { describe, expect, it } from 'vitest';
import { alphabetically, dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('formats and orders', () => {
  it('builds each formatter once per locale and options', () => {
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).toBe(numberFormat('fr-FR', { maximumFractionDigits: 1 }));
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 })).not.toBe(numberFormat('fr-FR', { maximumFractionDigits: 1 }));
    expect(dateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' }).format(new Date('2026-11-23T00:00:00Z'))).toBe('November');
  });

  it('orders names alphabetically, accents and case aside, as a reader expects', () => {
    const names = ['Royaume-Uni', 'Émirats arabes unis', 'Espagne', 'Allemagne', 'Écosse', 'belgique'];
    expect(alphabetically(names, (name) => name)).toEqual([
      'Allemagne',
      'belgique',
      'Écosse',
      'Émirats arabes unis',
      'Espagne',
      'Royaume-Uni',
    ]);
    expect(alphabetically(['Schweiz', 'Österreich', 'Polen'], (name) => name)).toEqual(['Österreich', 'Polen', 'Schweiz']);
  });
});
