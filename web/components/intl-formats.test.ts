import { describe, expect, it } from 'vitest';
import { alphabetically } from './intl-formats.ts';

describe('orders', () => {
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
