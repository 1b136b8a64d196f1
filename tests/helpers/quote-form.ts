import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// The quote form driven as a visitor does, shared by the browser suites.

/** Types in an address field and picks the first suggestion with the keyboard. */
export async function chooseAddress(page: Page, label: string, typed: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.fill(typed);
  await page.getByRole('listbox', { name: label }).getByRole('option').first().waitFor();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
}

export interface ContactLabels {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
}

/** Fills the contact dialog's required fields. */
export async function fillContact(dialog: Locator, labels: ContactLabels, values: ContactLabels) {
  for (const field of ['firstName', 'lastName', 'company', 'email'] as const) {
    await dialog.getByRole('textbox', { name: labels[field], exact: true }).fill(values[field]);
  }
}

/**
 * A new view's heading: focused, so it is announced, and inside the screen below the sticky
 * header, so it is seen (the booking tool scrolls to it).
 */
export async function expectHeadingInViewAndFocused(heading: Locator) {
  await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
  await expect
    .poll(() =>
      heading.evaluate((element) => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.top >= header.bottom && box.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
}

/** The booking flow's labels in three of the site's languages, as a visitor reads them. */
export const FLOW_LABELS = {
  fr: {
    locale: 'fr-FR',
    departureCountry: 'Pays de départ',
    arrivalCountry: "Pays d'arrivée",
    departure: 'Adresse de départ',
    arrival: "Adresse d'arrivée",
    send: 'Comparez\u202f!',
    offers: 'Nos offres pour votre transport',
    see: "Voir l'offre",
    contact: {
      title: 'Vos coordonnées',
      firstName: 'Prénom',
      lastName: 'Nom',
      company: 'Entreprise',
      email: 'Email',
      submit: 'Afficher les prix',
    },
    choose: "Choisir l'offre",
    confirmTitle: 'Valider votre offre',
  },
  en: {
    locale: 'en-GB',
    departureCountry: 'Departure country',
    arrivalCountry: 'Arrival country',
    departure: 'Departure address',
    arrival: 'Arrival address',
    send: 'Find best offer',
    offers: 'Our offers for your transport',
    see: 'See the offer',
    contact: {
      title: 'Your contact details',
      firstName: 'First name',
      lastName: 'Last name',
      company: 'Company',
      email: 'Email',
      submit: 'Show prices',
    },
    choose: 'Choose offer',
    confirmTitle: 'Confirm your offer',
  },
  de: {
    locale: 'de-DE',
    departureCountry: 'Abholland',
    arrivalCountry: 'Zielland',
    departure: 'Abholadresse',
    arrival: 'Zustelladresse',
    send: 'Bestes Angebot finden',
    offers: 'Unsere Angebote für Ihren Transport',
    see: 'Angebot ansehen',
    contact: {
      title: 'Ihre Kontaktdaten',
      firstName: 'Vorname',
      lastName: 'Nachname',
      company: 'Unternehmen',
      email: 'E-Mail',
      submit: 'Preise anzeigen',
    },
    choose: 'Angebot wählen',
    confirmTitle: 'Angebot bestätigen',
  },
} as const;

/** Sends the form and waits until every offer card has its promise (prices still hidden). */
export async function sendAndWaitForOffers(page: Page, labels: (typeof FLOW_LABELS)[keyof typeof FLOW_LABELS]) {
  await page.getByRole('button', { name: labels.send }).click();
  await page.getByRole('heading', { name: labels.offers }).waitFor();
  await expect.poll(() => page.locator('article[aria-busy="true"]').count()).toBe(0);
}

/** Opens the contact dialog from the first offer, gives the business contact, and waits for the prices. */
export async function showPrices(page: Page, labels: (typeof FLOW_LABELS)[keyof typeof FLOW_LABELS], contact: ContactLabels) {
  await page.getByRole('button', { name: labels.see }).first().click();
  const dialog = page.getByRole('dialog', { name: labels.contact.title });
  await fillContact(dialog, labels.contact, contact);
  await dialog.getByRole('button', { name: labels.contact.submit }).click();
  await dialog.waitFor({ state: 'detached' });
}

const QUOTE_IN_ADDRESS = /\/quote\/([0-9a-f-]{36})(?:[/?#]|$)/i;

/**
 * The quote a page shows, from its address (/{lang}/quote/{id}, once it is priced): never "the
 * newest quote in the database", which on a shared server may be another file's.
 */
export async function quoteIdIn(page: Page): Promise<string> {
  let id: string | undefined;
  await expect.poll(() => (id = QUOTE_IN_ADDRESS.exec(page.url())?.[1])).toBeDefined();
  return id!;
}

/** Opens an offer card's details (the drive, incl. VAT, the VAT case, the CO2e method, the validity), as a tap on "Details" does. */
export async function openOfferDetails(card: Locator) {
  const details = card.locator('details');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  await expect.poll(() => details.getAttribute('open')).not.toBeNull();
}
