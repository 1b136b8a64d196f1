import { instantOf, wallClockAt } from '../../domain/shipment/local-time.ts';
import { estimatedRevenue, type Period, periodStart } from '../../domain/staff/leads.ts';
import type { AdminReadModel, Kpis } from '../../ports/admin-read-model.ts';
import type { Clock } from '../../ports/clock.ts';
import { token } from '../../ports/token.ts';

export interface Dashboard {
  period: Period;
  since: Date;
  kpis: Kpis;
  activity: Array<{ day: string; quotes: number; validated: number }>;
}

/** The calendar days from `first` to `last`, both included (YYYY-MM-DD). */
function calendarDays(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); day.toISOString().slice(0, 10) <= last; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

export type ViewDashboard = (period: Period) => Promise<Dashboard>;
export const ViewDashboard = token<ViewDashboard>('ViewDashboard');

/** Spec §2 "Administration page": the five KPI cards for today, 7 or 30 days, and the daily chart. */
export function makeViewDashboard(deps: { readModel: AdminReadModel; clock: Clock }): ViewDashboard {
  return async (period) => {
    const now = deps.clock.now();
    const startOfToday = instantOf({ date: wallClockAt(now).date, time: '00:00' });
    const since = periodStart(period, now, startOfToday);
    const [{ validatedPriceTotal, ...counts }, counted] = await Promise.all([deps.readModel.kpis(since), deps.readModel.activity(since)]);
    const kpis: Kpis = { ...counts, estimatedRevenue: estimatedRevenue(validatedPriceTotal) };
    // Every day of the period, quiet ones too, so the chart's axis has no gaps.
    const byDay = new Map(counted.map((day) => [day.day, day]));
    const activity = calendarDays(wallClockAt(since).date, wallClockAt(now).date).map(
      (day) => byDay.get(day) ?? { day, quotes: 0, validated: 0 },
    );
    return { period, since, kpis, activity };
  };
}
