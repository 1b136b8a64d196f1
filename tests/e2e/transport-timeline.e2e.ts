import { BOOKING, justNow, typedNow } from '../fakes/transport-moves.ts';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage, watchForErrors, whenHydrated } from '../helpers/browser.ts';
import { tomorrow } from '../helpers/quote-fixtures.ts';
import { confirmedQuote, staffAgent } from '../helpers/confirmed-transport.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 38, its first part as a shipper meets it, in Chromium against the real server: once an
// agent books the carrier, the quote's emailed link is the transport's page — its steps, the
// carrier, the driver's phone — on a phone and a desktop, with and without JavaScript.

const suite = browserSuite('e2e_transport_timeline');
const PASSWORD = 'e2e-transport-password-long';

const TEXT = {
  fr: {
    locale: 'fr-FR',
    title: 'Suivi de votre transport',
    confirmed: 'Commande confirmée',
    booked: 'Transporteur réservé',
    late: 'Livraison estimée mise à jour',
    lateWord: 'après la livraison promise',
    consigneeLink: 'Lien de suivi pour le site de livraison',
    consigneeTitle: 'Livraison FL-',
    pageTitle: 'Votre transport FL-',
    history: 'Historique',
  },
  en: {
    locale: 'en-GB',
    title: 'Your transport, step by step',
    confirmed: 'Order confirmed',
    booked: 'Carrier booked',
    late: 'Estimated delivery updated',
    lateWord: 'after the promised delivery',
    consigneeLink: 'Tracking link for the receiving site',
    consigneeTitle: 'Delivery FL-',
    pageTitle: 'Your transport FL-',
    history: 'History',
  },
} as const;

const signedIn = staffAgent(suite, 'agent.transport', PASSWORD);
/** The staff account (made once for the suite), signed in: a step posted to a request. */
async function agent() {
  const { client, headers } = await signedIn();
  return (requestId: string, move: Record<string, unknown>) => client.post(`/api/admin/transports/${requestId}/moves`, move, headers);
}

const confirmed = (language: 'fr' | 'en' | 'de') => confirmedQuote(suite, language);

/** A carrier of the directory an agent reached by phone, its documents valid (a booking names one). */
async function directoryCarrier(company: string) {
  const { client, headers } = await signedIn();
  const registered = await client.post(
    '/api/admin/carriers',
    {
      company,
      siren: '100712710',
      street: '8 rue Paul Bert',
      postalCode: '69003',
      city: 'Lyon',
      country: 'FR',
      vehicleClasses: ['FRG1'],
      serves: ['FR'],
      people: [{ name: 'Exploitation', email: 'exploitation@transports-durand.example', mobile: '+33 4 72 00 00 00', language: 'fr' }],
    },
    headers,
  );
  expect(registered.status).toBe(201);
  const { carrier } = (await registered.json()) as { carrier: { id: string } };
  for (const document of [
    { kind: 'licence', licence: 'domestic', number: 'LTI-69-1', issuedOn: '2024-01-01', expiresOn: '2030-01-01' },
    { kind: 'insurance', insurer: 'Mutuelle du Fret', coverEuros: 100000, number: 'P-1', issuedOn: '2026-01-01', expiresOn: '2030-01-01' },
  ])
    expect((await client.post(`/api/admin/carriers/${carrier.id}/documents`, document, headers)).status).toBe(201);
}

/** The staff page in French on a desktop, signed in through its login form. */
async function signedInDesk() {
  const desk = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/admin`, { locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
  await desk.page.getByLabel("Nom d'utilisateur").fill('agent.transport');
  await desk.page.getByLabel('Mot de passe').fill(PASSWORD);
  await desk.page.getByRole('button', { name: 'Se connecter' }).click();
  await desk.page.getByRole('button', { name: 'Déconnexion' }).waitFor();
  return desk;
}

describe('the transport’s page', () => {
  it.each(['fr', 'en'] as const)(
    '%s: shows each step the agents record, the carrier and the driver’s phone, on a phone and a desktop, without JavaScript too',
    async (language) => {
      const text = TEXT[language];
      const { quoteRequestId, link } = await confirmed(language);
      let consignee = '';
      const move = await agent();
      expect((await move(quoteRequestId, { ...BOOKING, plannedPickup: `${tomorrow()}T10:00:00+01:00` })).status).toBe(201);
      expect((await move(quoteRequestId, { kind: 'eta', estimatedDelivery: '2099-01-01T18:30:00+01:00', reason: 'A6' })).status).toBe(201);

      for (const [viewport, javaScript] of [
        [{ width: 390, height: 844 }, true],
        [{ width: 1280, height: 900 }, true],
        [{ width: 390, height: 844 }, false],
      ] as const) {
        const { context, page, errors } = await visitPage(suite.browser, link, { locale: text.locale, viewport, javaScript });
        const timeline = page.getByRole('region', { name: text.title });
        await timeline.waitFor();
        // The page is the transport's, not the quote form's.
        await page.getByRole('heading', { level: 1, name: new RegExp(`^${text.pageTitle}`) }).waitFor();
        const steps = timeline.getByRole('list', { name: text.history }).getByRole('listitem');
        await expect.poll(() => steps.count()).toBe(3);
        await steps.nth(0).getByText(text.confirmed).waitFor();
        await steps.nth(1).getByText(text.booked).waitFor();
        await steps.nth(1).getByText('Transports Durand').waitFor();
        await expect(steps.nth(1).getByRole('link', { name: '+33 6 12 34 56 78' }).getAttribute('href')).resolves.toBe('tel:+33612345678');
        await steps.nth(2).getByText(text.late).waitFor();
        await steps.nth(2).getByText(new RegExp(text.lateWord)).waitFor();
        if (javaScript) {
          const axe = await axeOn(page).analyze();
          expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
        }
        expect(errors).toEqual([]);
        if (javaScript && viewport.width > 1000)
          consignee = (await page.getByLabel(text.consigneeLink).inputValue()).replace(/^https?:\/\/[^/]+/, suite.app.baseUrl);
        await context.close();
      }

      // The receiving site's link: the same steps, no price and nothing of the buyer; a wrong one opens nothing.
      expect(consignee).toMatch(/\/quote\/[\w-]+\/track\?token=/);
      const site = await visitPage(suite.browser, consignee, { locale: text.locale, viewport: { width: 390, height: 844 } });
      const timeline = site.page.getByRole('region', { name: text.title });
      await timeline.getByText('Transports Durand').waitFor();
      await site.page.getByRole('heading', { level: 1, name: new RegExp(text.consigneeTitle) }).waitFor();
      const shown = await site.page.locator('main').textContent();
      expect(shown).not.toMatch(/€|Claire|claire@martin\.example|Martin Équipements/);
      const axe = await axeOn(site.page).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      expect(site.errors).toEqual([]);
      const wrong = await site.page.goto(consignee.replace(/token=.*/, 'token=forged'));
      expect(wrong?.status()).toBe(404);
      await site.context.close();
    },
    60_000,
  );

  it('fr: an agent books the carrier and marks the pickup from the request’s record, by keyboard; the shipper’s and the receiving site’s open pages show each within 2 s, without a reload, and the delivery note once delivered', async () => {
    const { quoteRequestId, link } = await confirmed('fr');
    await agent(); // the staff account exists
    await directoryCarrier('Transports Durand');
    // The shipper's page, opened from the email and left alone (no touch: its scripts start by themselves).
    const shipper = await visitPage(suite.browser, link, { locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    const timeline = shipper.page.getByRole('region', { name: TEXT.fr.title });
    await timeline.getByRole('list', { name: 'Historique' }).getByText('Commande confirmée').waitFor();
    const consigneeUrl = (await shipper.page.getByLabel(TEXT.fr.consigneeLink).inputValue()).replace(
      /^https?:\/\/[^/]+/,
      suite.app.baseUrl,
    );
    const site = await visitPage(suite.browser, consigneeUrl, { locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    const siteTimeline = site.page.getByRole('region', { name: TEXT.fr.title });
    await siteTimeline.getByRole('list', { name: 'Historique' }).getByText('Commande confirmée').waitFor();
    // Marks that vanish if either page is loaded again.
    for (const page of [shipper.page, site.page]) {
      await whenHydrated(page);
      await page.evaluate(() => Object.assign(window, { liveSince: true }));
    }

    const desk = await signedInDesk();
    // Signed in (the login page itself answers 401): from here on, nothing may fail.
    const deskErrors = watchForErrors(desk.page);
    await desk.page.goto(`${suite.app.baseUrl}/FR/admin?tab=quote-requests&detail=${quoteRequestId}`);
    const panel = desk.page.getByRole('dialog', { name: 'Détail' }).getByRole('region', { name: 'Suivi du transport' });
    await panel.getByText('État\u202f: Confirmé, à réserver').waitFor();
    const axe = await axeOn(desk.page).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    const booking = panel.getByText('Réserver le transporteur');
    await booking.focus();
    await desk.page.keyboard.press('Enter');
    // A carrier of the directory, at the price it asked on the phone.
    await panel.getByLabel('Transporteur').selectOption({ label: 'Transports Durand' });
    await panel.getByLabel('Prix d’achat HT').fill('520');
    await panel.getByLabel('Véhicule').fill('Fourgon 12 m³');
    await panel.getByLabel('Immatriculation').fill('AB-123-CD');
    await panel.getByLabel('Prénom du chauffeur').fill('Karim');
    await panel.getByLabel('Téléphone du chauffeur').fill('+33 6 12 34 56 78');
    await panel.getByLabel('Enlèvement prévu').fill(`${tomorrow()}T10:00`);
    await panel.getByLabel('Enlèvement prévu').press('Enter');
    await panel.getByText('État\u202f: Réservé', { exact: true }).waitFor();
    await panel.getByText(/^Transporteur réservé — .*, par agent\.transport/).waitFor();
    // Recorded: the open pages follow within 2 s.
    await timeline.getByText('Transports Durand').waitFor({ timeout: 2_000 });
    await siteTimeline.getByText('Transports Durand').waitFor({ timeout: 2_000 });
    await panel.getByText('Marquer enlevé').click();
    const pickedUpAt = typedNow();
    await panel.getByLabel('Enlevé le').fill(pickedUpAt);
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await panel.getByText('État\u202f: Enlevé', { exact: true }).waitFor();
    await timeline.getByRole('list', { name: 'Historique' }).getByText('Marchandises enlevées').waitFor({ timeout: 2_000 });
    // When it happened, as the agent typed it (the other steps were recorded in the same minute).
    await timeline
      .getByRole('list', { name: 'Historique' })
      .getByRole('listitem')
      .filter({ hasText: 'Marchandises enlevées' })
      .getByText(new RegExp(`à ${pickedUpAt.slice(11)}$`))
      .waitFor({ timeout: 2_000 });
    await siteTimeline.getByRole('list', { name: 'Historique' }).getByText('Marchandises enlevées').waitFor({ timeout: 2_000 });
    expect(deskErrors).toEqual([]);
    await desk.context.close();

    // Delivered: the shipper's page offers the delivery note, a PDF (the receiving site's does not).
    const move = await agent();
    expect((await move(quoteRequestId, { kind: 'deliver', at: justNow(), receivedBy: 'M. Weber' })).status).toBe(201);
    const download = timeline.getByRole('link', { name: 'Télécharger le bon de livraison (PDF)' });
    await download.waitFor({ timeout: 2_000 });
    const note = await shipper.page.request.get(new URL((await download.getAttribute('href'))!, suite.app.baseUrl).href);
    expect(note.status()).toBe(200);
    expect(note.headers()['content-type']).toBe('application/pdf');
    await siteTimeline.getByRole('list', { name: 'Historique' }).getByText('Marchandises livrées').waitFor({ timeout: 2_000 });
    expect(await site.page.getByRole('link', { name: 'Télécharger le bon de livraison (PDF)' }).count()).toBe(0);

    // Neither page was loaded again, and the step was read out to a screen reader.
    for (const page of [shipper.page, site.page]) expect(await page.evaluate(() => 'liveSince' in window)).toBe(true);
    await shipper.page
      .getByRole('status')
      .filter({ hasText: /^Marchandises livrées — / })
      .waitFor({ state: 'attached' });
    expect(shipper.errors).toEqual([]);
    expect(site.errors).toEqual([]);
    await shipper.context.close();
    await site.context.close();
  }, 60_000);

  it('the agents’ board: transports under way, the one at risk first, following each step live; fr and en, phone and desktop, axe clean', async () => {
    const onTime = await confirmed('fr');
    const late = await confirmed('fr');
    const move = await agent();
    for (const { quoteRequestId } of [onTime, late])
      expect((await move(quoteRequestId, { ...BOOKING, plannedPickup: `${tomorrow()}T10:00:00+01:00` })).status).toBe(201);
    expect((await move(late.quoteRequestId, { kind: 'eta', estimatedDelivery: '2099-01-01T18:30:00+01:00', reason: 'A6' })).status).toBe(
      201,
    );

    const desk = await signedInDesk();
    const errors = watchForErrors(desk.page);
    await desk.page.getByRole('link', { name: /^En cours \(\d+\)$/ }).click();
    const board = desk.page.getByRole('region', { name: 'Transports en cours' });
    await board.getByRole('status').filter({ hasText: 'En direct' }).waitFor();
    const cards = board.getByRole('listitem').filter({ has: desk.page.getByRole('heading', { level: 3 }) });
    const card = (reference: string) => cards.filter({ has: desk.page.getByRole('heading', { name: new RegExp(reference) }) });
    // At risk first, saying why (other tests' transports may share the board: ours are compared).
    const order = async () => {
      const headings = await cards.getByRole('heading').allTextContents();
      const at = (reference: string) => headings.findIndex((heading) => heading.includes(reference));
      return { lateAt: at(late.reference), onTimeAt: at(onTime.reference) };
    };
    await expect
      .poll(async () => {
        const { lateAt, onTimeAt } = await order();
        return lateAt >= 0 && onTimeAt > lateAt;
      })
      .toBe(true);
    await card(late.reference).getByText('Livraison estimée après la livraison promise').waitFor();
    await card(onTime.reference).getByText('État\u202f: Réservé').waitFor();
    await desk.page.evaluate(() => Object.assign(window, { boardSince: true }));
    for (const width of [1366, 390]) {
      await desk.page.setViewportSize({ width, height: 900 });
      const axe = await axeOn(desk.page).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    }

    // A step recorded elsewhere moves its card without a reload.
    expect((await move(onTime.quoteRequestId, { kind: 'pickUp', at: justNow() })).status).toBe(201);
    await card(onTime.reference).getByText('État\u202f: Enlevé').waitFor();
    await card(onTime.reference).getByText('Livraison à suivre').waitFor();
    expect(await desk.page.evaluate(() => 'boardSince' in window)).toBe(true);
    // The card opens the record with its steps.
    await card(onTime.reference).getByRole('link', { name: 'Ouvrir le suivi' }).click();
    await desk.page.getByRole('dialog', { name: 'Détail' }).getByRole('region', { name: 'Suivi du transport' }).waitFor();

    // In English.
    await desk.page.goto(`${suite.app.baseUrl}/EN/admin?tab=transports`);
    const english = desk.page.getByRole('region', { name: 'Transports under way' });
    await english.getByText('Estimated delivery later than promised').first().waitFor();
    const axe = await axeOn(desk.page).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(errors).toEqual([]);
    await desk.context.close();
  }, 60_000);
});

/** What the page leads with at each state (issue 49), and the path's names for its steps. */
const WHERE = {
  fr: {
    locale: 'fr-FR',
    confirmed: 'Choix enregistré',
    booked: 'Transporteur réservé',
    late: 'Livraison retardée',
    delivered: 'Marchandises livrées',
    cancelled: 'Transport annulé',
    path: 'Étapes du transport',
    steps: ['Commande confirmée', 'Transporteur réservé', 'Marchandises enlevées', 'Marchandises livrées'],
    lateLine: /^Nouvelle livraison estimée\u202f: .* — Bouchon sur l’A6\.$/,
    deliveredLine: /^Livrées le .*, reçues par M\. Weber\.$/,
  },
  de: {
    locale: 'de-DE',
    confirmed: 'Auswahl gespeichert',
    booked: 'Frachtführer gebucht',
    late: 'Zustellung verspätet',
    delivered: 'Ware zugestellt',
    cancelled: 'Transport storniert',
    path: 'Schritte des Transports',
    steps: ['Auftrag bestätigt', 'Frachtführer gebucht', 'Ware abgeholt', 'Ware zugestellt'],
    lateLine: /^Neue voraussichtliche Zustellung: .* — Bouchon sur l’A6\.$/,
    deliveredLine: /^Zugestellt am .*, entgegengenommen von M\. Weber\.$/,
  },
} as const;

describe('the shipper’s page leads with where the goods are (issue 49)', () => {
  it.each(['fr', 'de'] as const)(
    '%s: confirmed, booked, late, delivered and cancelled each lead the page, with the path ahead greyed; phone or desktop, with or without scripts, axe clean',
    async (language) => {
      const text = WHERE[language];
      const move = await agent();
      const book = { ...BOOKING, plannedPickup: `${tomorrow()}T10:00:00+01:00` };
      const at = async (moves: Array<Record<string, unknown>>) => {
        const transport = await confirmed(language);
        for (const step of moves) expect((await move(transport.quoteRequestId, step)).status).toBe(201);
        return transport.link;
      };
      const cases = [
        { link: await at([]), heading: text.confirmed, current: 0 },
        { link: await at([book]), heading: text.booked, current: 1 },
        {
          link: await at([
            book,
            { kind: 'pickUp', at: justNow() },
            { kind: 'eta', estimatedDelivery: '2099-01-01T18:30:00+01:00', reason: 'Bouchon sur l’A6' },
          ]),
          heading: text.late,
          current: 2,
          line: text.lateLine,
        },
        {
          link: await at([book, { kind: 'pickUp', at: justNow() }, { kind: 'deliver', at: justNow(), receivedBy: 'M. Weber' }]),
          heading: text.delivered,
          current: 3,
          line: text.deliveredLine,
        },
        { link: await at([{ kind: 'cancel', by: 'le client', reason: 'Commande annulée' }]), heading: text.cancelled, current: -1 },
      ];
      // Each state once, the phone and the desktop, with and without scripts, taken in turn.
      const ways = [
        [true, 390],
        [false, 1280],
        [true, 1280],
        [false, 390],
        [true, 390],
      ] as const;
      for (const [index, { link, heading, current, line }] of cases.entries()) {
        {
          const [javaScript, width] = ways[index]!;
          const { context, page, errors } = await visitPage(suite.browser, link, {
            locale: text.locale,
            viewport: { width, height: 900 },
            javaScript,
          });
          // The page's first words after its title are where the goods are.
          const lead = page.locator('.booking-outcome > h2');
          expect(await lead.textContent()).toBe(heading);
          if (line) expect(await page.locator('.booking-outcome > p').first().textContent()).toMatch(line);
          const path = page.getByRole('list', { name: text.path });
          const steps = path.getByRole('listitem');
          expect((await steps.allTextContents()).map((step) => step.split(' — ')[0])).toEqual(text.steps);
          const marked = await steps.evaluateAll((items) => items.map((item) => item.getAttribute('aria-current')));
          expect(marked).toEqual(text.steps.map((_, index) => (index === current ? 'step' : null)));
          if (javaScript) {
            const axe = await axeOn(page).analyze();
            expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
          }
          expect(errors).toEqual([]);
          await context.close();
        }
      }
    },
    60_000,
  );
});
