import { describe, expect, it } from 'vitest';
import type { Notification } from '../domain/notifications/notification.ts';
import type { LeadRepository } from '../ports/lead-repository.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import { InvalidInput, TooManySubmissions } from './errors.ts';
import { LEAD_LIMIT, makeSubmitLead } from './submit-lead.ts';
import { testSecrets } from '../../tests/fakes/test-secrets.ts';

// The lead forms' use case on the port fakes: rules, the per-address limit, the record and its
// notifications saved together, the email worker woken.

const demo = {
  firstName: ' Lucía ',
  lastName: 'García',
  company: 'Aero SL',
  email: 'lucia@example.es',
  phone: '+34 910 000 000',
  language: 'Español',
};

function leads() {
  const saved: { kind: string; id: string; language: string; notifications: Notification[] }[] = [];
  const repository: LeadRepository = {
    saveAccountRequest: async (id, _form, language, notifications) => void saved.push({ kind: 'account', id, language, notifications }),
    saveDemoRequest: async (id, _form, language, notifications) => void saved.push({ kind: 'demo', id, language, notifications }),
    saveExpertContact: async (id, _form, language, notifications) => void saved.push({ kind: 'contact', id, language, notifications }),
  };
  const hits = new Map<string, number>();
  const limiter: RateLimiter = {
    hit: async (bucket, limit) => {
      const count = (hits.get(bucket) ?? 0) + 1;
      hits.set(bucket, count);
      return { allowed: count <= limit, retryAfterMs: count <= limit ? 0 : 120_000 };
    },
    forget: async () => {},
  };
  let wakes = 0;
  let ids = 0;
  const submitLead = makeSubmitLead({
    leads: repository,
    limiter,
    outbox: { wake: () => void wakes++ },
    clock: { now: () => new Date('2026-11-23T09:00:00Z') },
    secrets: testSecrets({ randomToken: () => 'token', digest: (value) => `digest:${value}` }),
    newId: () => `lead-${++ids}`,
  });
  return { submitLead, saved, wakes: () => wakes };
}

describe('submitLead', () => {
  it('saves a demo request in the page’s language with the agents’ and the visitor’s emails, and wakes the worker', async () => {
    const { submitLead, saved, wakes } = leads();
    expect(await submitLead({ form: 'demo', data: demo }, { address: '203.0.113.7', language: 'es' })).toEqual({ id: 'lead-1' });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ kind: 'demo', id: 'lead-1', language: 'es' });
    expect(saved[0]!.notifications.length).toBeGreaterThan(0);
    expect(wakes()).toBe(1);
  });

  it('refuses a form that breaks the rules of spec §5, saving nothing', async () => {
    const { submitLead, saved } = leads();
    const error = await submitLead({ form: 'demo', data: { ...demo, email: 'lucia' } }, { address: 'x', language: 'es' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).errors).toContainEqual(expect.objectContaining({ field: 'email' }));
    expect(saved).toEqual([]);
  });

  it(`takes ${LEAD_LIMIT} forms from one address, then asks it to wait; another address is not held back`, async () => {
    const { submitLead, saved } = leads();
    for (let count = 0; count < LEAD_LIMIT; count++)
      await submitLead({ form: 'demo', data: demo }, { address: '198.51.100.1', language: 'fr' });
    const error = await submitLead({ form: 'demo', data: demo }, { address: '198.51.100.1', language: 'fr' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TooManySubmissions);
    expect((error as TooManySubmissions).retryAfterMs).toBe(120_000);
    await submitLead({ form: 'demo', data: demo }, { address: '198.51.100.2', language: 'fr' });
    expect(saved).toHaveLength(LEAD_LIMIT + 1);
  });

  it('keeps an unknown page language as French', async () => {
    const { submitLead, saved } = leads();
    await submitLead({ form: 'demo', data: demo }, { address: 'x', language: 'xx' });
    expect(saved[0]!.language).toBe('fr');
  });
});
