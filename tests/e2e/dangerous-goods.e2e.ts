import { describe, expect, it } from 'vitest';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage } from '../helpers/browser.ts';
import { FLOW_LABELS, chooseAddress, sendAndWaitForOffers, showPrices } from '../helpers/quote-form.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 36 as a shipper of petrol meets it, in Chromium against the real server: once the goods
// are said to be dangerous, each line asks for its UN number, proper shipping name, class and
// packing group (ADR 5.4.1.1.1); nothing is sent without them, and the recap restates them as the
// carrier's document will.

const suite = browserSuite('e2e_dangerous_goods');

const TEXT = {
  fr: {
    ...FLOW_LABELS.fr,
    dangerous: 'Marchandise dangereuse (ADR)',
    yes: 'Oui',
    fields: 'Description des marchandises dangereuses (ADR)',
    unNumber: 'N° ONU',
    name: 'Désignation officielle de transport',
    adrClass: 'Classe',
    packingGroup: 'Groupe d’emballage',
    required: 'Décrivez les marchandises dangereuses d’au moins une ligne\u202f: numéro ONU, désignation officielle et classe',
  },
  en: {
    ...FLOW_LABELS.en,
    dangerous: 'Dangerous goods (ADR)',
    yes: 'Yes',
    fields: 'Dangerous goods description (ADR)',
    unNumber: 'UN number',
    name: 'Proper shipping name',
    adrClass: 'Class',
    packingGroup: 'Packing group',
    required: 'Describe the dangerous goods of at least one line: UN number, proper shipping name and class',
  },
  de: {
    ...FLOW_LABELS.de,
    dangerous: 'Gefahrgut (ADR)',
    yes: 'Ja',
    fields: 'Angaben zu den Gefahrgütern (ADR)',
    unNumber: 'UN-Nummer',
    name: 'Offizielle Benennung für die Beförderung',
    adrClass: 'Klasse',
    packingGroup: 'Verpackungsgruppe',
    required: 'Beschreiben Sie die Gefahrgüter mindestens einer Zeile: UN-Nummer, offizielle Benennung und Klasse',
  },
} as const;

describe('dangerous goods as carriers need them', () => {
  it.each(['fr', 'en', 'de'] as const)(
    '%s: the fields appear with the answer, are required, and the recap restates the declaration',
    async (language) => {
      const text = TEXT[language];
      const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/${language.toUpperCase()}`, {
        locale: text.locale,
      });
      await chooseAddress(page, text.departure, '69002');
      await chooseAddress(page, text.arrival, '75001');
      const fields = page.getByRole('group', { name: text.fields });
      await expect(fields.count()).resolves.toBe(0);
      await page.getByRole('group', { name: text.dangerous }).getByRole('radio', { name: text.yes }).check();
      await fields.waitFor();

      // Nothing is sent without a description: the message is on the first line's UN number.
      await page.getByRole('button', { name: text.send }).click();
      await page.getByText(text.required).waitFor();
      const unNumber = fields.getByRole('textbox', { name: text.unNumber });
      await expect(unNumber.getAttribute('aria-invalid')).resolves.toBe('true');

      await unNumber.fill('1203');
      await fields.getByRole('textbox', { name: text.name }).fill('ESSENCE');
      await fields.getByRole('combobox', { name: text.adrClass }).selectOption('3');
      await fields.getByRole('combobox', { name: text.packingGroup }).selectOption('II');
      const axe = await axeOn(page).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await sendAndWaitForOffers(page, text);
      // The route summary beside the offers names the goods as the transport document will.
      await page.getByText(/— UN 1203 ESSENCE, 3, II$/).waitFor();

      await showPrices(page, text, { firstName: 'Claire', lastName: 'Martin', company: 'Martin SA', email: 'claire@martin.example' });
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: new RegExp(text.choose) })
        .click();
      const confirm = page.getByRole('dialog', { name: text.confirmTitle });
      await confirm
        .getByRole('listitem')
        .filter({ hasText: /^UN 1203 ESSENCE, 3, II$/ })
        .waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
