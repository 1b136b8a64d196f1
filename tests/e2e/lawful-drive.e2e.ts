import { describe, expect, it } from 'vitest';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage, watchForErrors } from '../helpers/browser.ts';
import { apiClient } from '../helpers/api-client.ts';
import { claire, lyonToStuttgart } from '../helpers/quote-fixtures.ts';
import { FLOW_LABELS, chooseAddress, sendAndWaitForOffers, showPrices, openOfferDetails } from '../helpers/quote-form.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 36 as a shipper meets it, in Chromium against the real server: Marseille → Bruxelles
// is more than one driver's day at the wheel. Priority says it is driven by two taking turns and
// what the second driver costs; Flex says its driver rests on the way; the recap restates it.
// And a 12 t truck asked for on a Sunday morning waits for the French ban to lift, and says so.

const suite = browserSuite('e2e_lawful_drive');

const TEXT = {
  fr: {
    ...FLOW_LABELS.fr,
    crew: /au volant, deux conducteurs en relais — sans arrêt de nuit .*Second conducteur inclus\u202f: [\d\u202f]+,\d{2}\u00a0€ HT/,
    oneDriverResting: /au volant, un conducteur — .*1 × repos de 11 h/,
  },
  en: {
    ...FLOW_LABELS.en,
    crew: /at the wheel, two drivers taking turns — no overnight stop .*Second driver included: €[\d,]+\.\d{2} excl\. VAT/,
    oneDriverResting: /at the wheel, one driver — .*1 × 11-hour rest/,
  },
  de: {
    ...FLOW_LABELS.de,
    crew: /Lenkzeit, zwei Fahrer im Wechsel — ohne Nachtpause .*Zweiter Fahrer inbegriffen: [\d.]+,\d{2}\u00a0€ netto/,
    oneDriverResting: /Lenkzeit, ein Fahrer — .*1 × 11 Std\. Ruhezeit/,
  },
} as const;

describe('a drive longer than one driver’s day', () => {
  it.each(['fr', 'en', 'de'] as const)(
    '%s: Priority is driven by a crew of two and priced with it; Flex rests on the way; the recap says the same',
    async (language) => {
      const text = TEXT[language];
      const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/${language.toUpperCase()}`, {
        locale: text.locale,
      });
      await chooseAddress(page, text.departure, '13002');
      await page.getByLabel(text.arrivalCountry, { exact: true }).selectOption('BE');
      await chooseAddress(page, text.arrival, 'Bruxelles');
      await sendAndWaitForOffers(page, text);
      const card = (title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      // Before the contact is given, no price: the drive is said (in the card's details), the second driver's cost is not.
      await openOfferDetails(card('Flash Priority'));
      await card('Flash Priority')
        .getByText(/deux conducteurs|two drivers|zwei Fahrer/)
        .waitFor();
      await expect(card('Flash Priority').textContent()).resolves.not.toMatch(/Second|Zweiter/);

      await showPrices(page, text, {
        firstName: 'Claire',
        lastName: 'Martin',
        company: 'Équipementier Rhône',
        email: 'claire.martin@example.com',
      });

      await openOfferDetails(card('Flash Priority'));
      await card('Flash Priority').getByText(text.crew).waitFor();
      await openOfferDetails(card('Flash Flex'));
      await card('Flash Flex').getByText(text.oneDriverResting).waitFor();
      const axe = await axeOn(page).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

      await card('Flash Priority')
        .getByRole('button', { name: new RegExp(text.choose) })
        .click();
      const confirm = page.getByRole('dialog', { name: text.confirmTitle });
      await confirm.getByText(text.crew).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});

/** The next Sunday at least a day ahead, in Paris: a pickup the server accepts whatever today is. */
function nextSunday(): string {
  const day = new Date(Date.now() + 86_400_000);
  while (day.getUTCDay() !== 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('a truck asked for on a Sunday', () => {
  it('it: Lyon → Milano, the offers say the French Sunday ban and pick up at 22:00', async () => {
    const visitor = apiClient(suite.app.baseUrl);
    const sunday = nextSunday();
    const lyonToMilano = {
      ...lyonToStuttgart,
      arrivalLocation: 'Piazza del Duomo 1, 20122 Milano',
      arrivalCountry: 'IT',
      arrivalZipCode: '20122',
      arrivalCity: 'Milano',
      arrivalCoordinates: { lat: 45.4642, lon: 9.19 },
      pickupDate: sunday,
      pickupTime: '08:00',
      parcels: [{ type: 'pallet', quantity: 6, weight: 400, length: 120, width: 80, height: 120 }],
      vehicleType: 'PL9',
      language: 'it',
    };
    const created = await visitor.post('/api/quotes', lyonToMilano);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await (await visitor.get(`/api/quotes/${id}/offers`)).text();
    expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);

    const context = await suite.browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Paris', viewport: { width: 390, height: 844 } });
    const url = new URL(suite.app.baseUrl);
    await context.addCookies([...visitor.cookies].map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })));
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${suite.app.baseUrl}/IT/quote/${id}`);
    const priority = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Flash Priority' }) });
    await openOfferDetails(priority);
    await priority.getByText('Divieti di circolazione').waitFor();
    await priority.getByText(/^Divieto di circolazione la domenica in Francia: ritiro da .* alle 22:00$/).waitFor();
    await expect(priority.getByText(/tra le 22:00 e le 23:00/).count()).resolves.toBe(1);
    const axe = await axeOn(page).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
