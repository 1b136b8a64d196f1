import { describe, expect, it } from 'vitest';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage } from '../helpers/browser.ts';
import { FLOW_LABELS, chooseAddress, sendAndWaitForOffers, showPrices, openOfferDetails } from '../helpers/quote-form.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 37 as a shipper meets it, in Chromium against the real server: Lyon → Paris, a transport
// within France whose greenhouse gases French law owes the buyer. Every offer card states its
// figure and how it was computed, and the recap restates both before confirming.

const suite = browserSuite('e2e_co2e');

const TEXT = {
  fr: {
    ...FLOW_LABELS.fr,
    figure: /^Émissions de GES\u202f: ≈ \d[\d\u202f]*(,\d)? kg CO2e$/,
    // No routing engine here: on the road table's estimate, saying so (ADR 0063).
    method:
      /^Du puits à la roue, valeurs par défaut françaises \(niveau 1\), arrêtés du 10 avril 2012 et du 26 avril 2017, sur environ \d+ km \(distance estimée\)/,
    owed: 'information due selon l’article L1431-3 du code des transports',
    label: 'Émissions de GES',
  },
  en: {
    ...FLOW_LABELS.en,
    figure: /^Greenhouse gases: ≈ \d[\d,]*(\.\d)? kg CO2e$/,
    method:
      /^Well-to-wheel, French default values \(level 1\), Arrêté du 10 avril 2012 and du 26 avril 2017, on about \d+ km \(estimated distance\)/,
    owed: 'stated under article L1431-3 of the French Transport Code',
    label: 'Greenhouse gases',
  },
} as const;

describe('every offer states its greenhouse gases', () => {
  it.each(['fr', 'en'] as const)(
    '%s: the figure and its method on each card and in the recap',
    async (language) => {
      const text = TEXT[language];
      const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/${language.toUpperCase()}`, {
        locale: text.locale,
      });
      await chooseAddress(page, text.departure, '69002');
      await chooseAddress(page, text.arrival, '75001');
      await sendAndWaitForOffers(page, text);

      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBe(3);
      for (const card of await cards.all()) {
        await card.getByText(text.figure).waitFor();
        await openOfferDetails(card);
        await card.getByText(text.method).waitFor();
      }
      const axe = await axeOn(page).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

      await showPrices(page, text, { firstName: 'Claire', lastName: 'Martin', company: 'Martin SA', email: 'claire@martin.example' });
      await cards
        .first()
        .getByRole('button', { name: new RegExp(text.choose) })
        .click();
      const confirm = page.getByRole('dialog', { name: text.confirmTitle });
      const row = confirm.getByRole('definition').filter({ hasText: /kg CO2e/ });
      await row.waitFor();
      await expect(row.textContent()).resolves.toMatch(/^≈ \d[\d,.\u202f]* kg CO2e/);
      await expect(row.textContent()).resolves.toContain(text.owed);
      await confirm.getByRole('term').filter({ hasText: text.label }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
