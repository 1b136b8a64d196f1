import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/persistence/database.ts';
import { DemoRequestEntity } from '../../src/adapters/persistence/entities/index.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';

// This suite is about the embedded database itself, so it always uses it.
const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('embedded database (no DATABASE_URL)', () => {
  it('keeps what was stored across a stop and a start with the same DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-restart-'));
    dataDirs.push(dataDir);

    const first = await openDatabase({ dataDir }, recordingLogger());
    expect(first.kind).toBe('embedded');
    const em = first.orm.em.fork();
    const demo = em.create(DemoRequestEntity, {
      prenom: 'Élodie', nom: 'Dupont', societe: 'Aéro Pièces', email: 'elodie@example.fr', telephone: '+33 1 23 45 67 89', langue: 'Français',
    });
    await em.flush();
    await first.close();

    const logger = recordingLogger();
    const second = await openDatabase({ dataDir }, logger);
    try {
      const read = await second.orm.em.fork().findOneOrFail(DemoRequestEntity, demo.id);
      expect(read).toMatchObject({ prenom: 'Élodie', societe: 'Aéro Pièces' });
      // Nothing is migrated twice.
      expect(logger.lines.find((line) => line.message === 'database ready')?.meta).toMatchObject({ migrationsApplied: 0 });
    } finally {
      await second.close();
    }
  });

  it('answers the readiness probe while open and not after closing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-ready-'));
    dataDirs.push(dataDir);
    const database = await openDatabase({ dataDir }, recordingLogger());
    expect(await database.isReachable(1_000)).toBe(true);
    await database.close();
    expect(await database.isReachable(1_000)).toBe(false);
  });
});
