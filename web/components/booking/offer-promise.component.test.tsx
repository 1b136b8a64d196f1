import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogOf } from '#web/i18n/catalogs.ts';
import { createTranslator } from '#web/i18n/translator.ts';
import { TranslationProvider } from '#web/i18n/use-translation.tsx';
import { servicePromise } from '#src/domain/pricing/service-promise.ts';
import type { Language } from '#src/domain/language.ts';
import { OfferPromise } from './offer-promise.tsx';

// An offer's promise under a traffic ban: the pickup moves to when the ban lifts, and the card says why.

const twelveTonnes = { countries: ['FR', 'IT'], grossWeightKg: 12_000 } as const;
const sundayMorning = { date: '2026-11-29', time: '08:00' };

function renderPromise(language: Language, grossWeightKg: number = twelveTonnes.grossWeightKg, lighterVehicle?: string) {
  const promise = { ...servicePromise('priority', sundayMorning, 4 * 3600, { ...twelveTonnes, grossWeightKg }), lighterVehicle };
  return render(
    <TranslationProvider translator={createTranslator(language, catalogOf(language))}>
      <OfferPromise
        promise={{ ...promise, pickupDate: sundayMorning.date, pickupTime: sundayMorning.time, deliveryDate: '', deliveryTime: '' }}
      />
    </TranslationProvider>,
  );
}

describe('an offer’s promise under a traffic ban', () => {
  it('says in French that the Sunday ban moves the pickup to 22:00', () => {
    renderPromise('fr');
    expect(screen.getByText('dim. 29 nov., entre 22:00 et 23:00')).toBeDefined();
    expect(screen.getByText('Interdictions de circuler')).toBeDefined();
    // the French space before the colon is narrow and no-break (the catalogs' test checks it)
    expect(
      screen.getByText('Interdiction de circuler le dimanche en France\u202f: enlèvement à partir de dim. 29 nov. à 22:00', {
        normalizer: (text) => text,
      }),
    ).toBeDefined();
  });

  it('says it in German', () => {
    renderPromise('de');
    expect(screen.getByText('Fahrverbote')).toBeDefined();
    expect(screen.getByText(/^Sonntagsfahrverbot in Frankreich: Abholung ab .*22:00 Uhr$/)).toBeDefined();
  });

  it('says nothing of bans for a van, which keeps its Sunday promise', () => {
    renderPromise('fr', 3500);
    expect(screen.queryByText('Interdictions de circuler')).toBeNull();
  });

  it('says, in French and German, that the bans of Spain, set road by road, are not counted and an agent checks them', () => {
    const toMadrid = { countries: ['FR', 'ES'], grossWeightKg: 12_000 } as const;
    const promise = servicePromise('priority', { date: '2026-12-01', time: '10:00' }, 14 * 3600, toMadrid);
    const shown = { ...promise, pickupDate: '2026-12-01', pickupTime: '10:00', deliveryDate: '', deliveryTime: '' };
    for (const [language, sentence] of [
      [
        'fr',
        'Restrictions de circulation fixées route par route en Espagne\u202f: non comptées dans ce délai, un agent les vérifie avant l’enlèvement.',
      ],
      [
        'de',
        'Fahrverbote, die in Spanien Strecke für Strecke gelten: in dieser Zusage nicht berücksichtigt, ein Mitarbeiter prüft sie vor der Abholung.',
      ],
    ] as const) {
      const { unmount } = render(
        <TranslationProvider translator={createTranslator(language, catalogOf(language))}>
          <OfferPromise promise={shown} />
        </TranslationProvider>,
      );
      expect(screen.getByText(sentence, { normalizer: (text) => text })).toBeDefined();
      unmount();
    }
  });

  it('proposes a lighter vehicle that carries the goods and no ban binds', () => {
    renderPromise('fr', twelveTonnes.grossWeightKg, 'PL5');
    expect(
      screen.getByText(
        'Le véhicule «\u202fPorteur 5 palettes (1500 kg)\u202f» porte vos marchandises et n’est pas soumis à ces interdictions\u202f: choisissez-le dans le formulaire pour ne pas attendre.',
        { normalizer: (text) => text },
      ),
    ).toBeDefined();
  });
});
