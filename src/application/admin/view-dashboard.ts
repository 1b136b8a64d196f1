import { instantOf, wallClockAt } from '../../domain/shipment/local-time.ts';
import { type Period, periodStart } from '../../domain/staff/leads.ts';
import type { AdminReadModel, Kpis } from '../../ports/admin-read-model.ts';
import type { Clock } from '../../ports/clock.ts';

export interface Dashboard {
  period: Period;
  since: Date;
  kpis: Kpis;
  activity: Array<{ day: string; quotes: number; validated: number }>;
}

export type ViewDashboard = (period: Period) => Promise<Dashboard>;

/** Spec §2 "Administration page": the five KPI cards for today, 7 or 30 days, and the daily chart. */
export function makeViewDashboard(deps: { readModel: AdminReadModel; clock: Clock }): ViewDashboard {
  return async (period) => {
    const now = deps.clock.now();
    const startOfToday = instantOf({ date: wallClockAt(now).date, time: '00:00' });
    const since = periodStart(period, now, startOfToday);
    const [kpis, activity] = await Promise.all([deps.readModel.kpis(since), deps.readModel.activity(since)]);
    return { period, since, kpis, activity };
  };
}
