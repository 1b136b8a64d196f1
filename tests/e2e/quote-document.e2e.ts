import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { watchForErrors } from '../helpers/browser.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 28 as a buyer meets it, in Chromium: the quote's document from its page, to print,
// download as a PDF or share read only.

const suite = browserSuite('e2e_quote_document');

const TEXT = {
  fr: {
    open: 'Le devis à imprimer ou à partager',
    title: /^Devis FL-/,
    pdf: 'Télécharger le PDF',
    share: /^Lien de partage/,
    offers: 'Offres',
  },
  en: { open: 'The quote to print or share', title: /^Quote FL-/, pdf: 'Download the PDF', share: /^Sharing link/, offers: 'Offers' },
} as const;

async function axe(page: Page, what: string) {
  const result = await axeOn(page).analyze();
  expect(result.violations.map((violation) => `${what} ${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('the quote document in Chromium', () => {
  for (const language of ['fr', 'en'] as const) {
    it(`opens from the quote, downloads as a PDF and is shared read only (${language})`, async () => {
      const text = TEXT[language];
      const visitor = apiClient(suite.app.baseUrl);
      const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow(), language })).json()) as {
        id: string;
      };
      await (await visitor.get(`/api/quotes/${id}/offers`)).text();
      expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);

      const context = await suite.browser.newContext({
        locale: language === 'fr' ? 'fr-FR' : 'en-GB',
        timezoneId: 'Europe/Paris',
        viewport: { width: 1366, height: 900 },
      });
      const url = new URL(suite.app.baseUrl);
      await context.addCookies([...visitor.cookies].map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })));
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await page.goto(`${suite.app.baseUrl}/${language.toUpperCase()}/quote/${id}`);
      await page.getByRole('link', { name: text.open }).click();
      const heading = page.getByRole('heading', { level: 1, name: text.title });
      await heading.waitFor();
      const reference = (await heading.textContent())!.split(' ').at(-1)!;
      const offers = page.getByRole('table');
      expect(await offers.getByRole('row').count()).toBeGreaterThan(1);
      expect(await page.getByText('12 rue de la République, 69002 Lyon', { exact: false }).count()).toBe(1);
      await axe(page, 'document');

      const pdf = await page.request.get(
        await page
          .getByRole('link', { name: text.pdf })
          .getAttribute('href')
          .then((href) => new URL(href!, page.url()).toString()),
      );
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toContain(`${reference}.pdf`);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // Someone without the shipper's browser opens the shared link: the document, nothing to change.
      const shareUrl = await page.getByRole('textbox', { name: text.share }).inputValue();
      const shared = await suite.browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Paris' });
      const reader = await shared.newPage();
      const path = new URL(shareUrl);
      const answer = await reader.goto(`${suite.app.baseUrl}${path.pathname}${path.search}`);
      expect(answer?.status()).toBe(200);
      await reader.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
      expect(await reader.getByRole('textbox', { name: text.share }).count()).toBe(0);
      const forged = await reader.goto(`${suite.app.baseUrl}${path.pathname}?share=${'0'.repeat(64)}`);
      expect(forged?.status()).toBe(404);
      await shared.close();
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
