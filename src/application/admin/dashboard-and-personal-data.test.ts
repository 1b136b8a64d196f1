import { describe, expect, it } from 'vitest';
import type { RetentionCutoffs } from '../../domain/privacy/retention.ts';
import type { AdminReadModel } from '../../ports/admin-read-model.ts';
import type { PersonalDataRecords, PersonalDataStore } from '../../ports/personal-data.ts';
import { InvalidInput } from '../errors.ts';
import { makeErasePersonalData, makeExportPersonalData, makePurgeExpiredPersonalData } from './personal-data.ts';
import { makeViewDashboard } from './view-dashboard.ts';

// The dashboard's periods and a person's data on port fakes.

// Monday 23 November 2026, 10:15 in Paris.
const NOW = new Date('2026-11-23T09:15:00Z');
const clock = { now: () => NOW };

describe('viewDashboard', () => {
  function dashboard() {
    const asked: Date[] = [];
    const readModel = {
      kpis: async (since: Date) => {
        asked.push(since);
        return {
          preValidationQuotes: 3,
          validatedQuotes: 1,
          demoRequests: 0,
          accountCreations: 2,
          validatedPriceTotal: 1000,
          deliveries: { delivered: 4, onTime: 3 },
        };
      },
      activity: async () => [{ day: '2026-11-23', quotes: 3, validated: 1 }],
    } as unknown as AdminReadModel;
    return { view: makeViewDashboard({ readModel, clock }), asked };
  }

  it('counts today from midnight in Paris, not in UTC', async () => {
    const { view, asked } = dashboard();
    const board = await view('today');
    expect(board.since.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(asked).toEqual([board.since]);
    expect(board).toMatchObject({
      period: 'today',
      kpis: { estimatedRevenue: 1000, deliveries: { delivered: 4, onTime: 3 } },
      activity: [{ day: '2026-11-23' }],
    });
  });

  it.each([
    ['7d', '2026-11-16T09:15:00.000Z'],
    ['30d', '2026-10-24T09:15:00.000Z'],
  ] as const)('counts %s back from now', async (period, since) => {
    expect((await dashboard().view(period)).since.toISOString()).toBe(since);
  });

  it('gives the chart every day of the period, the quiet ones at zero', async () => {
    const board = await dashboard().view('7d');
    expect(board.activity.map((day) => day.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(board.activity[0]).toEqual({ day: '2026-11-16', quotes: 0, validated: 0 });
    expect(board.activity.at(-1)).toEqual({ day: '2026-11-23', quotes: 3, validated: 1 });
    expect((await dashboard().view('30d')).activity).toHaveLength(31);
  });
});

describe('personal data', () => {
  function store() {
    const calls: { erase: { email: string; staffUserId: string; at: Date }[]; purge: RetentionCutoffs[]; find: string[] } = {
      erase: [],
      purge: [],
      find: [],
    };
    const personalData: PersonalDataStore = {
      find: async (email) => {
        calls.find.push(email);
        return { quotes: [{ id: 'q1' }] } as unknown as PersonalDataRecords;
      },
      erase: async (email, erasure) => {
        calls.erase.push({ email, ...erasure });
        return { records: 4, emails: ['m1', 'm2'] };
      },
      purge: async (cutoffs) => {
        calls.purge.push(cutoffs);
        return { quotesDeleted: 1, leadsAnonymised: 2, emailsDeleted: 3, positionsDeleted: 4 };
      },
    };
    return { personalData, calls };
  }

  it('exports what is kept about an address, trimmed', async () => {
    const { personalData, calls } = store();
    const exported = await makeExportPersonalData({ store: personalData })('  claire@example.com ');
    expect(exported).toMatchObject({ email: 'claire@example.com', records: { quotes: [{ id: 'q1' }] } });
    expect(calls.find).toEqual(['claire@example.com']);
  });

  it('erases an address everywhere, noting who did it and when', async () => {
    const { personalData, calls } = store();
    const forgotten: string[][] = [];
    const erase = makeErasePersonalData({ store: personalData, clock, mailer: { forget: async (ids) => void forgotten.push([...ids]) } });
    expect(await erase({ email: 'claire@example.com', staffUserId: 'u1' })).toEqual({ records: 4 });
    expect(calls.erase).toEqual([{ email: 'claire@example.com', staffUserId: 'u1', at: NOW }]);
    // The copies of the emails about her go too (the .eml files when emails go to files).
    expect(forgotten).toEqual([['m1', 'm2']]);
  });

  it.each(['', 'claire', 'claire@example.com\nBcc: x@y.z'])('refuses %j as an address, touching nothing', async (email) => {
    const { personalData, calls } = store();
    await expect(makeExportPersonalData({ store: personalData })(email)).rejects.toBeInstanceOf(InvalidInput);
    await expect(makeErasePersonalData({ store: personalData, clock, mailer: {} })({ email, staffUserId: 'u1' })).rejects.toBeInstanceOf(
      InvalidInput,
    );
    expect(calls.find).toEqual([]);
    expect(calls.erase).toEqual([]);
  });

  it('purges with the cut-offs of each retention period, counted back from now', async () => {
    const { personalData, calls } = store();
    const purge = makePurgeExpiredPersonalData({ store: personalData, clock, days: { unconfirmedQuotes: 90, leads: 1_095, emails: 30 } });
    expect(await purge()).toEqual({ quotesDeleted: 1, leadsAnonymised: 2, emailsDeleted: 3, positionsDeleted: 4 });
    expect(calls.purge).toEqual([
      {
        unconfirmedQuotes: new Date('2026-08-25T09:15:00Z'),
        leads: new Date('2023-11-24T09:15:00Z'),
        emails: new Date('2026-10-24T09:15:00Z'),
        // The driver's positions, 30 days after the delivery, whatever the settings.
        driverPositions: new Date('2026-10-24T09:15:00Z'),
      },
    ]);
  });
});
