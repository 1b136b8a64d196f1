import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 5 "Lead forms": each form's validation and success paths in the page's language, with
// the record landing in PostgreSQL with that language; the same forms without JavaScript.

const suite = browserSuite('e2e_leads');

function open(path: string, locale: string, javaScript = true) {
  return visitPage(suite.browser, `${suite.app.baseUrl}${path}`, { locale, javaScript });
}

async function axe(page: Page) {
  const result = await axeOn(page).analyze();
  expect(
    result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function query(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: suite.testDb.url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });
const fill = async (form: Locator, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields)) await textbox(form, label).fill(value);
};

describe('lead forms in Chromium', () => {
  it('sends a business account request from the header dialog, in German', async () => {
    const { context, page, errors } = await open('/DE', 'de-DE');
    await page.getByRole('banner').getByRole('button', { name: 'Firmenkonto eröffnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Firmenkonto eröffnen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Konto eröffnen' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Bitte füllen Sie alle Pflichtfelder aus.' }).waitFor();
    await dialog.getByText('Dieses Feld ist erforderlich').first().waitFor();
    await expect(dialog.getByText('Dieses Feld ist erforderlich').count()).resolves.toBe(6);
    await dialog.getByText('Sie müssen die Datenschutzerklärung und die Nutzungsbedingungen akzeptieren.').waitFor();
    await axe(page);

    await fill(dialog, {
      Vorname: 'Jonas',
      Nachname: 'Keller',
      'E-Mail': 'jonas.keller@example.de',
      Unternehmen: 'Keller Zulieferteile',
      Telefon: '+49 711 000000',
    });
    await dialog.getByRole('combobox', { name: 'Land' }).selectOption('Allemagne');
    await dialog.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await dialog.getByRole('checkbox', { name: 'Mein Unternehmen hat eine USt-IdNr.' }).check();
    await dialog.getByRole('button', { name: 'Konto eröffnen' }).click();
    // The success takes the form's place: nothing left to fill in under it.
    await dialog.getByRole('status').filter({ hasText: 'Anfrage gesendet: Wir melden uns innerhalb von 24 Stunden.' }).waitFor();
    await expect(textbox(dialog, 'Vorname').count()).resolves.toBe(0);
    await axe(page);

    const rows = await query('select prenom, pays, langue, has_vat, page_language from account_requests where email = $1', [
      'jonas.keller@example.de',
    ]);
    expect(rows).toEqual([{ prenom: 'Jonas', pays: 'Allemagne', langue: 'Deutsch', has_vat: true, page_language: 'de' }]);
    // The refused posts are answered 400, which the browser logs itself; nothing else may appear.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('books a demo from the demo page, in Spanish', async () => {
    const { context, page, errors } = await open('/ES/landing-page-demo', 'es-ES');
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    const form = page.getByRole('form', { name: 'Reservar una demostración personalizada' });
    await form.getByRole('button', { name: 'Reservar mi demostración' }).click();
    await form.getByText('Este campo es obligatorio').first().waitFor();
    await expect(form.getByText('Este campo es obligatorio').count()).resolves.toBe(5);
    // Checked in the page: nothing was sent, and the focus is on the first field to fill in.
    expect(posted).toEqual([]);
    await expect.poll(() => textbox(form, 'Nombre').evaluate((field) => field === document.activeElement)).toBe(true);
    await axe(page);
    await fill(form, {
      Nombre: 'Lucía',
      Apellidos: 'García',
      Empresa: 'Aeroestructuras Sur',
      'Correo electrónico': 'lucia.garcia@example.es',
      Teléfono: '+34 910 000 000',
    });
    await form.getByRole('combobox', { name: 'Idioma' }).selectOption('Nederlands');
    await form.getByRole('button', { name: 'Reservar mi demostración' }).click();
    await page.getByRole('status').filter({ hasText: 'Solicitud enviada: le contactaremos en un plazo de 24 horas.' }).waitFor();
    expect(posted).toHaveLength(1);
    // The success replaces the form, and the visitor can ask for it again.
    await expect(form.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Enviar otra solicitud' }).click();
    await expect(textbox(form, 'Nombre').inputValue()).resolves.toBe('');
    const rows = await query('select nom, langue, page_language from demande_demo where email = $1', ['lucia.garcia@example.es']);
    expect(rows).toEqual([{ nom: 'García', langue: 'Nederlands', page_language: 'es' }]);
    // The refused posts are answered 400, which the browser logs itself; nothing else may appear.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('talks to an expert from the automotive page: submitting, success dialog, form cleared', async () => {
    const { context, page, errors } = await open('/FR/solutions-automobile', 'fr-FR');
    const form = page.getByRole('form', { name: 'Parler à un expert' });
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByText('Ce champ est obligatoire').first().waitFor();
    await expect(form.getByText('Ce champ est obligatoire').count()).resolves.toBe(7);
    await fill(form, {
      Prénom: 'Claire',
      Nom: 'Martin',
      // A web address in a name is refused by the server, said under its field in the page's words.
      Entreprise: 'Payez sur flash-pay.com',
      'Email professionnel': 'pas-une-adresse',
      'Téléphone professionnel': '+33 4 72 00 00 00',
      Message: 'Arrêt de ligne à Sochaux demain matin.',
    });
    await form.getByRole('combobox', { name: 'Secteur' }).selectOption('Équipementier');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByText("L'adresse email n'est pas valide").waitFor();
    await textbox(form, 'Email professionnel').fill('claire.martin@example.com');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByText('Un nom ne peut pas contenir d’adresse web.').waitFor();
    await textbox(form, 'Entreprise').fill('Équipementier Rhône');

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/solutions-automobile.data*', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect(form.getByRole('button', { name: 'Envoi en cours...' }).isDisabled()).resolves.toBe(true);
    release();
    const dialog = page.getByRole('dialog', { name: 'Message envoyé avec succès\u202f!' });
    await dialog.getByText('Merci pour votre intérêt. Un expert vous contactera très prochainement pour répondre à vos besoins.').waitFor();
    await axe(page);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(textbox(form, 'Message').inputValue()).resolves.toBe('');
    const rows = await query('select sector, page_language from contact_automobile where email = $1', ['claire.martin@example.com']);
    expect(rows).toEqual([{ sector: 'Équipementier', page_language: 'fr' }]);
    // The refused posts are answered 400, which the browser logs itself; nothing else may appear.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await context.close();
  });
});

describe('lead forms without JavaScript', () => {
  it('posts the demo form, shows the messages with what was typed, then the success', async () => {
    const { context, page } = await open('/IT/landing-page-demo', 'it-IT', false);
    const form = page.getByRole('form', { name: 'Prenota una demo personalizzata' });
    await textbox(form, 'Nome').fill('Marco');
    // The browser's own check stops empty required fields: spaces reach the server, which refuses them.
    await fill(form, { Cognome: ' ', Azienda: 'Ricambi Torino', Email: 'marco@example.it', Telefono: '+39 011 000 000' });
    await form.getByRole('button', { name: 'Prenota la demo' }).click();
    await page.getByText('Questo campo è obbligatorio').first().waitFor();
    await expect(textbox(page.locator('body'), 'Nome').inputValue()).resolves.toBe('Marco');
    await textbox(page.locator('body'), 'Cognome').fill('Rossi');
    await page.getByRole('button', { name: 'Prenota la demo' }).click();
    await page.getByRole('status').filter({ hasText: /24/ }).waitFor();
    const rows = await query('select nom, page_language from demande_demo where email = $1', ['marco@example.it']);
    expect(rows).toEqual([{ nom: 'Rossi', page_language: 'it' }]);
    await context.close();
  });
});
