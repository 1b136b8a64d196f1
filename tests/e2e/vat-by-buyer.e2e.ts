import { describe, expect, it } from 'vitest';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage } from '../helpers/browser.ts';
import { FLOW_LABELS, chooseAddress, sendAndWaitForOffers, showPrices, openOfferDetails } from '../helpers/quote-form.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 36 as a German business meets it, in Chromium against the real server: it gives its
// country and VAT number with the form, and its offers, card and recap, bear no French VAT but
// say why (reverse charge), with the number still to be verified by the agents.

const suite = browserSuite('e2e_vat_by_buyer');

const TEXT = {
  fr: {
    ...FLOW_LABELS.fr,
    buyerCountry: 'Pays de votre entreprise',
    vatNumber: /Numéro de TVA intracommunautaire/,
    reverseCharge: /^Autoliquidation\u202f: TVA due par le preneur, numéro DE123456789 .* — numéro de TVA à vérifier$/,
    includingTax: 'TTC',
    invalid: 'Numéro de TVA invalide\u202f: vérifiez le préfixe du pays et le nombre de chiffres',
  },
  en: {
    ...FLOW_LABELS.en,
    buyerCountry: "Your company's country",
    vatNumber: /EU VAT number/,
    reverseCharge: /^Reverse charge: VAT due by the customer, number DE123456789 .* — VAT number to verify$/,
    includingTax: 'incl. VAT',
    invalid: 'Invalid VAT number: check the country prefix and the number of digits',
  },
  de: {
    ...FLOW_LABELS.de,
    buyerCountry: 'Land Ihres Unternehmens',
    vatNumber: /USt-IdNr\./,
    reverseCharge: /^Steuerschuldnerschaft des Leistungsempfängers \(Reverse Charge\), USt-IdNr\. DE123456789 .* — USt-IdNr\. zu prüfen$/,
    includingTax: 'brutto',
    invalid: 'Ungültige USt-IdNr.: Prüfen Sie das Länderkürzel und die Anzahl der Ziffern',
  },
} as const;

describe('VAT by who buys', () => {
  it.each(['fr', 'en', 'de'] as const)(
    '%s: a business in Germany with its VAT number is reverse-charged on every card and in the recap',
    async (language) => {
      const text = TEXT[language];
      const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/${language.toUpperCase()}`, {
        locale: text.locale,
      });
      await page.getByLabel(text.departureCountry, { exact: true }).selectOption('DE');
      await chooseAddress(page, text.departure, 'München');
      await chooseAddress(page, text.arrival, '75001');
      await page.getByLabel(text.buyerCountry, { exact: true }).selectOption('DE');
      const vatNumber = page.getByRole('textbox', { name: text.vatNumber });
      // A number of the wrong shape is refused on its field before anything is sent.
      await vatNumber.fill('DE 12');
      await page.getByRole('button', { name: text.send }).click();
      await page.getByText(text.invalid).waitFor();
      await expect(vatNumber.getAttribute('aria-invalid')).resolves.toBe('true');
      await vatNumber.fill('DE 123 456 789');
      await sendAndWaitForOffers(page, text);

      await showPrices(page, text, { firstName: 'Jörg', lastName: 'Müller', company: 'Müller GmbH', email: 'j.mueller@example.de' });

      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBe(3);
      for (const card of await cards.all()) {
        await openOfferDetails(card);
        await card.getByText(text.reverseCharge).waitFor();
        // No VAT on the invoice: no price incl. VAT on the card.
        await expect(card.getByText(new RegExp(`${text.includingTax}$`)).count()).resolves.toBe(0);
      }
      const axe = await axeOn(page).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

      await cards
        .first()
        .getByRole('button', { name: new RegExp(text.choose) })
        .click();
      const confirm = page.getByRole('dialog', { name: text.confirmTitle });
      await confirm.getByText(text.reverseCharge).waitFor();
      await confirm.getByText(/\(0\s?%\)/).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
