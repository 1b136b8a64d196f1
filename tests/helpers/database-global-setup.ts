// Vitest global setup of the integration and browser tiers: one PostgreSQL server for the run,
// a database per suite on it (tests/helpers/test-database.ts).
import { shareTestDatabaseServer } from './test-database.ts';

export default async function setup() {
  return shareTestDatabaseServer();
}
