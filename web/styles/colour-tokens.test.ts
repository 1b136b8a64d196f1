import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

// `make lint` runs stylelint with the project's rules (.stylelintrc.json): a colour is a token of
// tokens.css, never a literal elsewhere. These probes show the rule catches each kind.

const lint = (code: string, codeFilename: string) =>
  stylelint.lint({ code, codeFilename, configFile: new URL('../../.stylelintrc.json', import.meta.url).pathname });

const problems = async (code: string, file = 'web/styles/app.css') =>
  (await lint(code, file)).results.flatMap((result) => result.warnings.map((warning) => warning.rule));

describe('colours come from the tokens', () => {
  it('refuses a hex, a named colour and a colour function outside tokens.css', async () => {
    expect(await problems('.probe { color: #0b3d91; }')).toEqual(['color-no-hex']);
    expect(await problems('.probe { background: white; }')).toEqual(['color-named']);
    expect(await problems('.probe { box-shadow: 0 1px 2px rgb(20 33 61 / 0.2); }')).toEqual(['function-disallowed-list']);
    expect(await problems('.probe { border-color: hsl(220 50% 40%); }', 'web/components/admin/admin.css')).toEqual([
      'function-disallowed-list',
    ]);
  });

  it('takes a token anywhere and a literal in tokens.css', async () => {
    expect(await problems('.probe { color: var(--color-brand); background: transparent; border-color: currentColor; }')).toEqual([]);
    expect(await problems(':root { --color-brand: #0b3d91; --shadow: 0 1px rgb(0 0 0 / 0.1); }', 'web/styles/tokens.css')).toEqual([]);
  });

  it('holds for every style sheet of the site as it is', async () => {
    const web = path.resolve(import.meta.dirname, '..');
    const sheets = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(10);
    for (const sheet of sheets) expect(await problems(readFileSync(path.join(web, sheet), 'utf8'), `web/${sheet}`)).toEqual([]);
  });
});
