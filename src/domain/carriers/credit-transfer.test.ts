import { describe, expect, it } from 'vitest';
import { sepaText, transferTotal } from './credit-transfer.ts';

describe('a SEPA transfer’s texts and sum', () => {
  it('keeps to the SEPA character set and the field’s room', () => {
    expect(sepaText('Société Générale — Fret « Rhône » & Cie', 70)).toBe('Societe Generale Fret Rhone Cie');
    expect(sepaText('L’Étoile d’Or', 70)).toBe("L'Etoile d'Or");
    expect(sepaText('FA-2026/17 FL-7K3Q-9M2X', 10)).toBe('FA-2026/17');
  });

  it('adds up its payments to the cent', () => {
    expect(transferTotal({ payments: [0.1, 0.2, 870.6].map((amount) => ({ amount }) as never) })).toBe(870.9);
  });
});
