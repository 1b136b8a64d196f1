// Writes a new migration into migrations/ for whatever the entities changed since the last one.
// Usage: npm run db:migration -- <name>
// It diffs against a throw-away embedded database migrated to the latest committed state, so
// the result never depends on whatever a developer's own database holds.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../logging/winston-logger.ts';
import { openDatabase } from './database.ts';

const name = process.argv[2];
const logger = createLogger({ level: 'warn', format: 'pretty' });
const dataDir = await mkdtemp(path.join(tmpdir(), 'migration-'));
// Reachable by the server's user when run as root (ADR 0011), so the cluster stays in dataDir.
await chmod(dataDir, 0o755);
const database = await openDatabase({ dataDir }, logger);
try {
  const result = await database.orm.migrator.create(undefined, false, false, name);
  console.log(result.fileName ? `created migrations/${result.fileName}` : 'no changes to migrate');
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
