import { BOOKING } from '../../../tests/fakes/transport-moves.ts';
import { describe, expect, it } from 'vitest';
import type { QuoteSummary } from '../../domain/notifications/quote-summary.ts';
import { escapeHtml, headerSafe, renderMessage } from './render-message.ts';

const summary: QuoteSummary = {
  quoteId: '019aa9b1-1111-7000-8000-000000000000',
  quoteReference: 'FL-7K3Q-9M2X',
  language: 'en',
  client: { name: 'Claire Martin', email: 'claire@martin.example', phone: null, company: null },
  departure: { street: null, location: 'Lyon', country: 'FR' },
  arrival: { street: null, location: 'Stuttgart', country: 'DE' },
  pickup: { date: '2026-11-23', time: '12:16' },
  delivery: { date: null, time: null },
  shippingType: 'parcel',
  vehicleType: 'FRG1',
  isStackable: true,
  isDangerous: false,
  parcels: [{ type: 'parcel', quantity: 3, weight: 2.5, length: 30, width: 20, height: 10 }],
  totals: { weightKg: 7.5, volumeM3: 0.018 },
  offer: null,
  distance: null,
  transitTime: null,
  comments: null,
  generatedAt: null,
};

describe('email rendering', () => {
  it('escapes HTML and keeps headers on one line', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(headerSafe('Hello\r\nBcc: someone@example.com')).toBe('Hello Bcc: someone@example.com');
  });

  it("shows the spec's fallbacks for what is not known", () => {
    const mail = renderMessage({ kind: 'quote-summary', language: 'en', summary }, 'en');
    expect(mail.subject).toBe('New quote request — Claire Martin');
    // A vehicle chosen for "Je ne sais pas" is named as such to the agents.
    expect(
      renderMessage({ kind: 'quote-summary', language: 'fr', summary: { ...summary, vehicleType: 'SEMI', vehicleChosen: true } }, 'fr')
        .text,
    ).toContain('- Véhicule\u202f: Semi-remorque (24 t) — SEMI — choisi pour le client, qui a répondu «\u202fJe ne sais pas\u202f»');
    // The subject in the agents' language, over a body in it.
    expect(renderMessage({ kind: 'quote-summary', language: 'en', summary }, 'fr').subject).toBe(
      'Nouvelle demande de devis — Claire Martin',
    );
    // Without a phone the agent is told to write, and where.
    expect(mail.text).toContain(`- Phone: Not provided: reply by email to ${summary.client.email}`);
    expect(mail.text).toContain('- Requested delivery: As soon as possible');
    expect(mail.text).toContain('- Distance: Not calculated');
    expect(mail.text).toContain('- Price excl. VAT: Not calculated');
    expect(mail.text).toContain('- Generated on: date not calculated');
    expect(mail.text).toContain('- #1: 3 × parcel of 2.5 kg, 30 × 20 × 10 cm');
  });

  it('tells agents and the visitor what the chosen offer promised', () => {
    const chosen: QuoteSummary = {
      ...summary,
      offer: {
        variant: 'priority',
        title: 'Flash Priority',
        price: 850,
        pickupWindow: { from: '2026-11-23T12:16:00+01:00', to: '2026-11-23T13:16:00+01:00' },
        estimatedDelivery: '2026-11-23T18:46:00+01:00',
        meetsRequestedDelivery: false,
      },
      delivery: { date: '2026-11-23', time: '18:00' },
    };
    const agents = renderMessage({ kind: 'quote-summary', language: 'en', summary: chosen }, 'en');
    expect(agents.text).toContain('- Pickup window: 23 November 2026 at 12:16 – 23 November 2026 at 13:16');
    expect(agents.text).toContain('- Requested delivery: Monday, 23 November 2026, 18:00');
    expect(agents.text).toContain('- Estimated delivery: 23 November 2026 at 18:46 — After the requested delivery');
    const link = 'https://flash.example/FR/quote/q-1?access=abc';
    const visitor = renderMessage(
      { kind: 'quote-confirmation', language: 'fr', summary: { ...chosen, language: 'fr', quoteLink: link } },
      'en',
    );
    expect(visitor.text).toContain(`Revoir votre devis en ligne\u202f: ${link}`);
    expect(visitor.html).toContain(`href="https://flash.example/FR/quote/q-1?access=abc"`);
    expect(visitor.text).toContain('- Prix HT\u202f: 850,00\u00a0€ HT');
    // Each reader's word for "excluding tax": never the French "HT" in another language.
    const german = renderMessage(
      { kind: 'quote-confirmation', language: 'de', summary: { ...chosen, language: 'de', quoteLink: link } },
      'fr',
    );
    expect(german.text).toMatch(/850,00\u00a0€ netto/);
    expect(german.text).not.toMatch(/€ HT/);
    expect(renderMessage({ kind: 'quote-summary', language: 'es', summary: chosen }, 'es').text).toMatch(/850,00\u00a0€ neto/);
    expect(visitor.text).toContain('- TVA (20\u00a0%)\u202f: 170,00\u00a0€');
    expect(visitor.text).toContain('- Prix TTC\u202f: 1\u202f020,00\u00a0€');
    expect(visitor.text).toContain("- Créneau d'enlèvement\u202f: 23 novembre 2026 à 12:16 – 23 novembre 2026 à 13:16");
    expect(visitor.text).toContain('- Livraison souhaitée\u202f: lundi 23 novembre 2026, 18:00');
    expect(visitor.html).toContain('Livraison estimée');
    expect(visitor.subject).toContain('FL-7K3Q-9M2X');
    expect(visitor.text).toContain('FL-7K3Q-9M2X');
    expect(renderMessage({ kind: 'quote-summary', language: 'fr', summary: chosen }, 'fr').text).toContain('FL-7K3Q-9M2X');
  });

  it('gives the agents each line’s dangerous goods and whether the load passes ADR 1.1.3.6', () => {
    const dangerous: QuoteSummary = {
      ...summary,
      isDangerous: true,
      parcels: [
        {
          type: 'pallet',
          quantity: 4,
          weight: 300,
          length: 120,
          width: 80,
          height: 100,
          dangerousGoods: { unNumber: '1203', properShippingName: 'ESSENCE', adrClass: '3', packingGroup: 'II' },
        },
        { type: 'parcel', quantity: 3, weight: 2.5, length: 30, width: 20, height: 10 },
      ],
    };
    const english = renderMessage({ kind: 'quote-summary', language: 'en', summary: dangerous }, 'en').text;
    expect(english).toContain('- #1: 4 × pallet of 300 kg, 120 × 80 × 100 cm — UN 1203 ESSENCE, 3, II');
    expect(english).toContain('- #2: 3 × parcel of 2.5 kg, 30 × 20 × 10 cm\n');
    expect(english).toContain(
      '- ADR 1.1.3.6 threshold: ≈ 3,600 points (gross weights), above 1,000: orange plates and a driver holding the ADR certificate',
    );
    const french = renderMessage({ kind: 'quote-summary', language: 'fr', summary: dangerous }, 'fr').text;
    expect(french).toContain('- Seuil ADR 1.1.3.6\u202f: ≈ 3\u202f600 points (masses brutes), au-delà des 1\u202f000');
    expect(renderMessage({ kind: 'quote-summary', language: 'en', summary }, 'en').text).not.toContain('1.1.3.6');
  });

  it('states the chosen offer’s greenhouse gases and how they were computed, to the agents and the visitor', () => {
    const chosen: QuoteSummary = {
      ...summary,
      departure: { street: null, location: '75001 Paris', country: 'FR' },
      arrival: { street: null, location: '69002 Lyon', country: 'FR' },
      offer: {
        variant: 'priority',
        title: 'Flash Priority',
        price: 850,
        pickupWindow: { from: '2026-11-23T12:16:00+01:00', to: '2026-11-23T13:16:00+01:00' },
        estimatedDelivery: '2026-11-23T18:46:00+01:00',
        co2e: { kg: 233.3, basis: 'dedicated', distanceKm: 460, owedByLaw: true },
      },
    };
    expect(renderMessage({ kind: 'quote-summary', language: 'en', summary: chosen }, 'en').text).toContain(
      '- Greenhouse gases: ≈ 233 kg CO2e — Well-to-wheel, French default values (level 1), Arrêté du 10 avril 2012 and du 26 avril 2017, on 460 km; loaded journey of the dedicated vehicle, empty return not included; stated under article L1431-3 of the French Transport Code',
    );
    const visitor = renderMessage({ kind: 'quote-confirmation', language: 'fr', summary: { ...chosen, language: 'fr' } }, 'en').text;
    expect(visitor).toContain('- Émissions de GES\u202f: ≈ 233 kg CO2e — Du puits à la roue, valeurs par défaut françaises (niveau 1)');
  });

  it('tells the shipper of each step of the transport in the quote’s language, with its page', () => {
    const base = {
      quoteId: 'q-1',
      reference: 'FL-7K3Q-9M2X',
      promisedDelivery: '2026-11-26T18:00:00+01:00',
      client: { name: 'Claire Martin', email: 'claire@martin.example' },
      link: 'https://flash.example/FR/quote/q-1?access=abc',
    };
    const booked = renderMessage(
      {
        kind: 'transport-news',
        language: 'fr',
        summary: {
          ...base,
          language: 'fr',
          news: 'booked',
          move: { ...BOOKING, plannedPickup: '2026-11-26T10:00:00+01:00' },
        },
      },
      'en',
    );
    expect(booked.subject).toBe('FL-7K3Q-9M2X — votre transport est réservé');
    for (const line of [
      '- Transporteur\u202f: Transports Durand',
      '- Véhicule\u202f: Fourgon 12 m³ — AB-123-CD',
      '- Chauffeur\u202f: Karim — +33 6 12 34 56 78',
    ])
      expect(booked.text).toContain(line);
    expect(booked.text).toContain('Suivre votre transport\u202f: https://flash.example/FR/quote/q-1?access=abc');
    const late = renderMessage(
      {
        kind: 'transport-news',
        language: 'en',
        summary: {
          ...base,
          language: 'en',
          news: 'late',
          move: { kind: 'eta', estimatedDelivery: '2026-11-26T19:10:00+01:00', reason: '<b>A6</b> closed' },
        },
      },
      'fr',
    );
    expect(late.subject).toBe('FL-7K3Q-9M2X — your delivery will be late');
    expect(late.text).toContain('- New estimated delivery: 26 November 2026 at 19:10');
    expect(late.text).toContain('- Promised delivery: 26 November 2026 at 18:00');
    expect(late.html).toContain('&#60;b&#62;A6&#60;/b&#62; closed');
  });

  it('links the agents’ email to the request’s record, in the staff page of their language', () => {
    const recordLink = 'https://flash.example/FR/admin?tab=quote-requests&search=FL-7K3Q-9M2X';
    const english = renderMessage({ kind: 'quote-summary', language: 'fr', summary: { ...summary, recordLink } }, 'en');
    expect(english.text).toContain(
      'Open the request in the back office: https://flash.example/EN/admin?tab=quote-requests&search=FL-7K3Q-9M2X',
    );
    expect(english.html).toContain('href="https://flash.example/EN/admin?tab=quote-requests&#38;search=FL-7K3Q-9M2X"');
    expect(renderMessage({ kind: 'quote-summary', language: 'en', summary }, 'en').text).not.toContain('back office');
  });

  it('writes the callback notification for agents in their language', () => {
    const mail = renderMessage({ kind: 'callback-request', language: 'en', summary }, 'fr');
    expect(mail.subject).toBe('Demande de rappel — Claire Martin');
    expect(mail.text).toContain("Aucune offre n'a pu être proposée");
  });
});

describe('the emails look like the site', () => {
  const chosenPlace = {
    ...summary,
    departure: { street: null, location: 'Paris, FR', country: 'FR' },
    arrival: { street: null, location: 'Stuttgart', country: 'DE' },
  };

  it("signs the visitor's email with the operator's identity, the agents' not", () => {
    const operator = {
      name: 'Transports Rapides SAS',
      address: '8 quai Perrache, 69002 Lyon, France',
      registration: 'RCS Lyon 512 345 678',
      vatNumber: 'FR12512345678',
      phone: '+33 4 72 00 11 22',
      phonesByLanguage: { de: '+49 69 1234 5678' },
      siren: '123456789',
      shareCapital: 'SAS au capital de 10 000 €',
      postalAddress: { street: '1 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' },
      email: 'contact@transports-rapides.fr',
    };
    const visitor = renderMessage({ kind: 'quote-confirmation', language: 'de', summary: { ...summary, language: 'de' } }, 'fr', operator);
    const line =
      'Transports Rapides SAS — 8 quai Perrache, 69002 Lyon, France — RCS Lyon 512 345 678 — USt-IdNr. FR12512345678 — +49 69 1234 5678 — contact@transports-rapides.fr';
    expect(visitor.text).toContain(line);
    expect(visitor.html).toContain('Transports Rapides SAS — 8 quai Perrache');
    expect(renderMessage({ kind: 'quote-summary', language: 'fr', summary }, 'fr', operator).text).not.toContain('Transports Rapides');
  });

  it('tells the agents of a crossing on the way and that its time is in the duration', () => {
    const agents = renderMessage({ kind: 'quote-summary', language: 'fr', summary: { ...summary, crossings: ['channel'] } }, 'fr');
    expect(agents.text).toMatch(/- Traversée\u202f: Tunnel sous la Manche \(environ 2\sh, comprises dans la durée\)/);
    expect(renderMessage({ kind: 'quote-summary', language: 'fr', summary }, 'fr').text).not.toContain('Traversée');
  });

  it("gives the driver's street at each end to the agents and to the visitor", () => {
    const streets: QuoteSummary = {
      ...summary,
      departure: { street: '12 rue Garibaldi', location: '69003 Lyon', country: 'FR' },
      arrival: { street: 'Königstraße 1', location: '70173 Stuttgart', country: 'DE' },
    };
    const agents = renderMessage({ kind: 'quote-summary', language: 'fr', summary: streets }, 'fr');
    expect(agents.text).toContain('- Enlèvement\u202f: 12 rue Garibaldi, 69003 Lyon (France)');
    expect(agents.text).toContain('Königstraße 1, 70173 Stuttgart (Allemagne)');
    const visitor = renderMessage({ kind: 'quote-confirmation', language: 'en', summary: streets }, 'en');
    expect(visitor.text).toContain('12 rue Garibaldi, 69003 Lyon (France) → Königstraße 1, 70173 Stuttgart (Germany)');
  });

  it("names each country once, by its name in the reader's language", () => {
    const visitor = renderMessage({ kind: 'quote-confirmation', language: 'fr', summary: { ...chosenPlace, language: 'fr' } }, 'fr');
    expect(visitor.text).toContain('Paris (France) → Stuttgart (Allemagne)');
    expect(visitor.html).not.toMatch(/, FR|\(FR\)/);
    const agents = renderMessage({ kind: 'quote-summary', language: 'fr', summary: chosenPlace }, 'en');
    expect(agents.text).toContain('- Pickup: Paris (France)');
  });

  it('lays every message out in tables with inline styles, the brand on top, and keeps a plain-text part', () => {
    for (const kind of ['quote-summary', 'callback-request', 'quote-confirmation'] as const) {
      const mail = renderMessage({ kind, language: 'en', summary }, 'en');
      expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
      expect(mail.html).toContain('role="presentation"');
      expect(mail.html).toMatch(/<td style="background:#0b3d91;[^"]*">Flash<\/td>/);
      expect(mail.html).not.toMatch(/<style|<link|<script|<img/);
      expect(mail.text).not.toMatch(/<[a-z]/);
    }
  });

  it("reminds the agents of a lead past its promise, in the agents' language, with how to reach the client", () => {
    const reminder = {
      leadType: 'callback' as const,
      leadId: '019aa000-0000-7000-8000-000000000001',
      reference: 'FL-7K3Q-9M2X',
      client: { name: 'Claire Martin', email: 'claire@martin.example', phone: null, company: 'Martin Équipements' },
      route: { from: 'Lyon', fromCountry: 'FR', to: 'Stuttgart', toCountry: 'DE' },
      receivedAt: '2026-11-24T09:00:00.000Z',
      promiseMinutes: 15,
      waitedMinutes: 21,
      inboxUrl: 'https://flash.example/FR/admin',
    };
    const fr = renderMessage({ kind: 'lead-reminder', language: 'de', summary: reminder }, 'fr');
    expect(fr.subject).toBe('Demande de rappel en attente depuis 21 min — Claire Martin');
    expect(fr.text).toContain('le délai promis au client (15 min) est dépassé');
    expect(fr.text).toContain('- Téléphone\u202f: Non renseigné\u202f: répondre par e-mail à claire@martin.example');
    expect(fr.text).toContain('Lyon (France) → Stuttgart (Allemagne)');
    expect(fr.text).toContain('- Reçue le\u202f: 24 novembre 2026 à 10:00');
    expect(fr.html).toContain('href="https://flash.example/FR/admin"');
    const demo = renderMessage(
      {
        kind: 'lead-reminder',
        language: 'fr',
        summary: { ...reminder, leadType: 'demo', promiseMinutes: 1440, waitedMinutes: 1470, route: null },
      },
      'en',
    );
    expect(demo.subject).toBe('Demo request waiting for 24 h — Claire Martin');
    expect(demo.text).toContain('(24 h) has passed');
  });
});
