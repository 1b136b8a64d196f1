import { readFileSync } from 'node:fs';
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
    expect(await problems('.probe { border-color: hsl(220 50% 40%); }', 'web/styles/admin.css')).toEqual(['function-disallowed-list']);
  });

  it('takes a token anywhere and a literal in tokens.css', async () => {
    expect(await problems('.probe { color: var(--color-brand); background: transparent; border-color: currentColor; }')).toEqual([]);
    expect(await problems(':root { --color-brand: #0b3d91; --shadow: 0 1px rgb(0 0 0 / 0.1); }', 'web/styles/tokens.css')).toEqual([]);
  });

  it('holds for every style sheet of the site as it is', async () => {
    for (const file of ['app.css', 'admin.css', 'quote-document.css'])
      expect(await problems(readFileSync(new URL(file, import.meta.url), 'utf8'), `web/styles/${file}`)).toEqual([]);
  });
});
