import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountRequestEntity,
  ContactRequestEntity,
  DemoRequestEntity,
  OutboxMessageEntity,
} from '#src/adapters/persistence/entities/index.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { apiClient } from '../helpers/api-client.ts';
import { listen } from '../helpers/listen.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { smtpSink } from '../fakes/smtp-sink.ts';

let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;
let smtp: Awaited<ReturnType<typeof smtpSink>>;
let nextAddress = 1;
const browser = () => apiClient(server.baseUrl, { 'x-forwarded-for': `10.1.0.${nextAddress++}` });

beforeAll(async () => {
  testDb = await createTestDatabase('leads_api');
  smtp = await smtpSink();
  const config = loadConfig({
    DATABASE_URL: testDb.url,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')),
    SMTP_URL: smtp.url,
    AGENT_EMAIL: 'agents@flash.example',
    OUTBOX_POLL_MS: '100',
  });
  composition = await compose(config, recordingLogger());
  composition.startOutbox();
  server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1 }));
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await smtp?.close();
  await testDb?.drop();
});

const account = {
  firstName: 'Jörg',
  lastName: 'Müller',
  email: 'j.mueller@example.de',
  company: 'Müller GmbH',
  phone: '+49 89 123456',
  country: 'Allemagne',
  language: 'Deutsch',
  hasVat: true,
  acceptsMarketing: false,
  acceptsTerms: true,
  pageLanguage: 'de',
};

/** The emails about `name`, once `count` of them have arrived. */
async function mailsAbout(name: string, count: number) {
  const about = () => smtp.received.filter((mail) => mail.text?.includes(name));
  await expect.poll(() => about().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return about();
}

describe('business account requests', () => {
  it('saves the request and tells the agents and the visitor (contact within 24 h)', async () => {
    const response = await browser().post('/api/leads/account-requests', account);
    expect(response.status).toBe(201);
    const { id, message } = (await response.json()) as { id: string; message: string };
    expect(message).toBe('Anfrage gesendet: Wir melden uns innerhalb von 24 Stunden.');
    expect(await composition.database.orm.em.fork().findOneOrFail(AccountRequestEntity, id)).toMatchObject({
      nom: 'Müller',
      pays: 'Allemagne',
      langue: 'Deutsch',
      hasVat: true,
    });
    const mails = await mailsAbout('Müller', 2);
    const agent = mails.find((mail) => mail.to?.[0]?.address === 'agents@flash.example')!;
    expect(agent.subject).toBe("Demande d'ouverture de compte entreprise — Jörg Müller");
    expect(agent.text).toContain('- Assujetti à la TVA\u202f: Oui');
    const visitor = mails.find((mail) => mail.to?.[0]?.address === 'j.mueller@example.de')!;
    expect(visitor.subject).toBe('Ihre Anfrage für ein Firmenkonto ist eingegangen');
    expect(visitor.text).toContain('innerhalb von 24 Stunden');
  });

  it('takes the country by its ISO code from a system, stored by its name as the form sends it', async () => {
    const response = await browser().post('/api/leads/account-requests', { ...account, email: 'iso@example.de', country: 'DE' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await composition.database.orm.em.fork().findOneOrFail(AccountRequestEntity, id)).toMatchObject({ pays: 'Allemagne' });
    const unknown = await browser().post('/api/leads/account-requests', { ...account, email: 'iso2@example.de', country: 'XX' });
    expect(unknown.status).toBe(400);
  });

  it('answers missing fields and the unticked box with the spec messages', async () => {
    const response = await browser().post('/api/leads/account-requests', {
      ...account,
      company: '',
      acceptsTerms: false,
      pageLanguage: 'fr',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid',
      message: 'Veuillez remplir tous les champs obligatoires.',
      errors: [
        { field: 'company', key: 'required', message: 'Ce champ est obligatoire' },
        {
          field: 'acceptsTerms',
          key: 'termsRequired',
          message: "Vous devez accepter la politique de confidentialité et les conditions d'utilisation.",
        },
      ],
    });
  });

  it('refuses, in the visitor’s language, a name turned around by a formatting character or carrying a web address, and a message with a bidirectional control', async () => {
    const refused = await browser().post('/api/leads/account-requests', {
      ...account,
      email: 'bidi@example.de',
      lastName: 'Müller\u202egpj.exe',
      company: 'Zahlung auf www.flash-zahlung.example',
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: unknown[] }).errors).toEqual([
      {
        field: 'lastName',
        key: 'formattingCharacters',
        message:
          'Dieses Feld enthält unsichtbare Zeichen, die die Darstellung des Textes verändern: Bitte geben Sie es neu ein, statt es einzufügen.',
      },
      { field: 'company', key: 'webAddressInName', message: 'Ein Name darf keine Webadresse enthalten.' },
    ]);
    const message = await browser().post('/api/leads/expert-contacts', {
      firstName: 'Luca',
      lastName: 'Rossi',
      company: 'Componenti SpA',
      email: 'luca.bidi@example.it',
      message: 'Consegna \u2067urgente\u2069',
      pageLanguage: 'it',
    });
    expect(message.status).toBe(400);
    expect(((await message.json()) as { errors: Array<{ field: string; key: string }> }).errors).toMatchObject([
      { field: 'message', key: 'formattingCharacters' },
    ]);
    const rows = await composition.database.orm.em.fork().find(AccountRequestEntity, { email: 'bidi@example.de' });
    expect(rows).toEqual([]);
  });

  it('keeps nothing from a robot that fills the honeypot, and says nothing about it', async () => {
    const before = await composition.database.orm.em.fork().count(AccountRequestEntity, {});
    const response = await browser().post('/api/leads/account-requests', { ...account, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await composition.database.orm.em.fork().count(AccountRequestEntity, {})).toBe(before);
  });

  it('limits one address to 5 submissions in 10 minutes', async () => {
    const client = browser();
    for (let i = 0; i < 5; i++)
      expect(
        (
          await client.post('/api/leads/demo-requests', {
            firstName: 'Ana',
            lastName: `García ${i}`,
            company: 'L',
            email: 'ana@example.es',
            phone: '+34',
            language: 'Español',
          })
        ).status,
      ).toBe(201);
    const sixth = await client.post('/api/leads/demo-requests', {
      firstName: 'Ana',
      lastName: 'García',
      company: 'L',
      email: 'ana@example.es',
      phone: '+34',
      language: 'Español',
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (
        await browser().post('/api/leads/demo-requests', {
          firstName: 'Ana',
          lastName: 'Other',
          company: 'L',
          email: 'ana@example.es',
          phone: '+34',
          language: 'Español',
        })
      ).status,
    ).toBe(201);
  });
});

describe('demo requests and automotive expert contacts', () => {
  it('saves a demo request in a listed language', async () => {
    const response = await browser().post('/api/leads/demo-requests', {
      firstName: 'Sven',
      lastName: 'De Vries',
      company: 'Logistiek BV',
      email: 'sven@example.nl',
      phone: '+31',
      language: 'Nederlands',
      pageLanguage: 'en',
    });
    const { id } = (await response.json()) as { id: string };
    expect(await composition.database.orm.em.fork().findOneOrFail(DemoRequestEntity, id)).toMatchObject({ langue: 'Nederlands' });
    const mails = await mailsAbout('De Vries', 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Demande de démo — Sven De Vries', 'Your demo request is received']);
    expect(
      (
        await browser().post('/api/leads/demo-requests', {
          firstName: 'A',
          lastName: 'B',
          company: 'C',
          email: 'a@b.co',
          phone: '1',
          language: 'Klingon',
        })
      ).status,
    ).toBe(400);
  });

  it("saves an expert contact, with hostile text escaped in the agents' email", async () => {
    const response = await browser().post('/api/leads/expert-contacts', {
      firstName: 'Luca',
      lastName: 'Rossi',
      company: 'Componenti SpA',
      sector: 'Équipementier',
      email: 'luca@example.it',
      phone: '+39 02',
      message: '<script>alert("x")</script> Besoin de navettes quotidiennes',
      pageLanguage: 'it',
    });
    expect(response.status).toBe(201);
    const { id, message } = (await response.json()) as { id: string; message: string };
    expect(message).toBe('Messaggio inviato con successo!');
    expect(await composition.database.orm.em.fork().findOneOrFail(ContactRequestEntity, id)).toMatchObject({
      country: 'France',
      sector: 'Équipementier',
    });
    const mails = await mailsAbout('Rossi', 2);
    const agent = mails.find((mail) => mail.subject === 'Contact expert automobile — Luca Rossi')!;
    expect(agent.html).toContain('&#60;script&#62;');
    expect(agent.html).not.toContain('<script>');
    const visitor = mails.find((mail) => mail.to?.[0]?.address === 'luca@example.it')!;
    expect(visitor.text).toContain('Un esperto vi contatterà a breve.');
    const rows = await composition.database.orm.em.fork().find(OutboxMessageEntity, { reference: id });
    expect(rows.map((row) => row.kind).sort()).toEqual(['expert-contact', 'lead-confirmation']);
  });
});
