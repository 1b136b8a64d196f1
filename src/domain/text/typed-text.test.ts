import { describe, expect, it } from 'vitest';
import { refusedFormatting, refusedName } from './typed-text.ts';

describe('what typed text may not carry', () => {
  it('refuses formatting characters on one line, the bidirectional controls in free text too', () => {
    expect(refusedFormatting('Dupont\u202etxt.exe')).toBe('formattingCharacters');
    for (const hidden of ['\u200b', '\u200e', '\u2066', '\ufeff', '\u00ad', '\u2060'])
      expect(refusedFormatting(`Du${hidden}pont`), JSON.stringify(hidden)).toBe('formattingCharacters');
    expect(refusedFormatting('Quai 3 \u202e porte B', { multiLine: true })).toBe('formattingCharacters');
    expect(refusedFormatting('Merci 👍🏽 👨\u200d🔧', { multiLine: true })).toBeUndefined();
    expect(refusedFormatting('Société Générale\u202fSA — Łódź 李明')).toBeUndefined();
  });

  it('refuses a web address in a name, not the names people have', () => {
    for (const name of [
      'https://flash-paiement.example',
      'Voir www.evil.example',
      'Payez sur flash-pay.com',
      'bit.ly/3xY',
      'Jean mailto:x@y',
      'evil.example',
    ])
      expect(refusedName(name), name).toBe('webAddressInName');
    for (const name of [
      'Transports Martin S.A.',
      'J.-P. Dupont',
      'Dr. Müller',
      'Ets. Martin & Fils',
      "O'Neil",
      'SARL A.B.C.',
      'Jean-Pierre',
    ])
      expect(refusedName(name), name).toBeUndefined();
  });
});
