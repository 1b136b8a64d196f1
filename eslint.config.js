// Lint rules for the whole tree (issue 15): typescript-eslint's strict set and React's hooks
// rules. Formatting is Prettier's (prettier.config.js); the layers are dependency-cruiser's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { NAMESPACES } from './src/i18n/namespaces.ts';

// A catalog key names its namespace first (`booking.vat.french`): a string that starts so is one.
const CATALOG_KEY = `^(${NAMESPACES.join('|')})\\.`;
/** What the pages may test with instanceof: the platform's classes, and the pages' own errors (booking-api.ts). */
const WEB_INSTANCEOF =
  'Error|DOMException|Date|Element|HTMLElement|HTMLInputElement|HTMLSelectElement|HTMLTextAreaElement|ServerRefused|Unreachable';

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'var/', 'public/', 'docs/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  {
    rules: {
      // TypeScript knows which names exist (typescript-eslint's advice).
      'no-undef': 'off',
      // noUncheckedIndexedAccess makes every indexed read optional; `!` marks a read the line
      // before has guaranteed (a regex group that matched, an index in range). Banning it would
      // trade each for an unchecked `as` cast.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `_`-prefixed names are deliberately unused (a discarded honeypot field, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The domain states facts; the words are the texts' (src/texts, ADR 0053), so the domain
    // names no catalog key, not even in a template.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=/${CATALOG_KEY}/]`,
          message: 'A catalog key in the domain: the words belong to src/texts (ADR 0053).',
        },
        {
          selector: `TemplateElement[value.raw=/${CATALOG_KEY}/]`,
          message: 'A catalog key in the domain: the words belong to src/texts (ADR 0053).',
        },
      ],
    },
  },
  {
    // The pages recognise the server's refusals by their code (refusedAs), never by their class:
    // under Vite's development server they hold another copy of those classes, and an instanceof
    // would miss the refusal and answer 500. Only the platform's classes and the pages' own.
    files: ['web/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator='instanceof']:not([right.name=/^(${WEB_INSTANCEOF})$/])`,
          message: "A server refusal is recognised by its code: refusedAs(error, 'code') (src/domain/application-error.ts).",
        },
      ],
    },
  },
  {
    // Written by MikroORM's migration generator, and never edited once applied.
    files: ['migrations/**'],
    rules: { 'no-useless-escape': 'off' },
  },
);
