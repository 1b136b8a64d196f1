import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('the sources', () => {
  it('name no issue: history lives in git and the ADRs, a comment says why', () => {
    const naming = globSync('{src,web}/**/*.{ts,tsx}', { cwd: ROOT }).filter((file) =>
      /\bissues? \d/i.test(readFileSync(`${ROOT}/${file}`, 'utf8')),
    );
    expect(naming).toEqual([]);
  });
});
