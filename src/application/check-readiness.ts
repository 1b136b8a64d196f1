import type { DatabaseHealth } from '../ports/database-health.ts';
import { token } from '../ports/token.ts';

export interface Readiness {
  ready: boolean;
  checks: { database: 'up' | 'down' };
}

export type CheckReadiness = () => Promise<Readiness>;
export const CheckReadiness = token<CheckReadiness>('CheckReadiness');

/** Ready means able to serve: today, that the database answers within the time allowed. */
export function makeCheckReadiness(deps: { database: Pick<DatabaseHealth, 'isReachable'>; timeoutMs: number }): CheckReadiness {
  return async () => {
    const databaseUp = await deps.database.isReachable(deps.timeoutMs);
    return { ready: databaseUp, checks: { database: databaseUp ? 'up' : 'down' } };
  };
}
