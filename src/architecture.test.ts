import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The house rule of design.md: dependencies point inward. domain imports nothing but itself;
// ports see only the domain; application sees domain, ports and zod; only container.ts knows inversify.
const SRC = path.dirname(new URL(import.meta.url).pathname);

function files(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map(
    (match) => (match[1] ?? match[2])!,
  );
}

/** The layer (first folder under src/) that an import lands in, or the package name. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return `package:${specifier}`;
  const resolved = path.relative(SRC, path.resolve(path.dirname(file), specifier));
  return resolved.startsWith('..') ? `outside:${resolved}` : resolved.split(path.sep)[0]!;
}

function violations(layer: string, allowed: (target: string) => boolean): string[] {
  return files(path.join(SRC, layer))
    .filter((file) => !file.endsWith('.test.ts'))
    .flatMap((file) =>
      importsOf(file)
        .map((specifier) => target(file, specifier))
        .filter((where) => !allowed(where))
        .map((where) => `${path.relative(SRC, file)} -> ${where}`),
    );
}

describe('dependency direction', () => {
  it('domain imports only itself', () => {
    expect(violations('domain', (where) => where === 'domain')).toEqual([]);
  });

  it('ports see only the domain', () => {
    expect(violations('ports', (where) => where === 'domain' || where === 'ports')).toEqual([]);
  });

  it('application sees only domain, ports and zod (its input schemas)', () => {
    expect(violations('application', (where) => ['domain', 'ports', 'application', 'package:zod'].includes(where))).toEqual([]);
  });

  it('adapters and http never reach into each other or the composition root', () => {
    expect(violations('adapters', (where) => !['http', 'container.ts', 'main.ts'].includes(where))).toEqual([]);
    expect(violations('http', (where) => !['adapters', 'container.ts', 'main.ts'].includes(where))).toEqual([]);
  });

  it('inversify appears in container.ts alone', () => {
    const users = files(SRC).filter(
      (file) => !file.endsWith('.test.ts') && importsOf(file).includes('inversify'),
    );
    expect(users.map((file) => path.relative(SRC, file))).toEqual(['container.ts']);
  });
});
