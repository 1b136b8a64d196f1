import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A postgres:// URL that any PostgreSQL client can use. */
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite (PostgreSQL compiled to WebAssembly) keeping its files in `dataDir`, served on a
 * loopback port by pglite-socket so MikroORM's ordinary PostgreSQL driver talks to it unchanged.
 * It serves one connection at a time: callers size their pool to 1.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const directory = path.resolve(dataDir, 'pgdata');
  await mkdir(directory, { recursive: true });
  const lock = await takeLock(path.resolve(dataDir, 'pgdata.lock'));
  try {
    const db = await PGlite.create(directory);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    return {
      url: `postgres://postgres@${server.getServerConn()}/postgres`,
      async stop() {
        await server.stop();
        await db.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export class EmbeddedDatabaseBusy extends Error {
  override name = 'EmbeddedDatabaseBusy';
}

/**
 * PGlite's files belong to one process at a time: a second one (make admin while make run
 * serves, say) would work on its own copy and corrupt the first. A lock file with the owner's
 * pid says who has it; a lock whose process is gone is taken over.
 */
async function takeLock(file: string) {
  const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new EmbeddedDatabaseBusy(
      `The embedded database in ${path.dirname(file)} is in use by process ${holder}: stop it first (or set DATABASE_URL to a PostgreSQL server).`,
    );
  }
  await writeFile(file, String(process.pid));
  return { release: () => rm(file, { force: true }) };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
