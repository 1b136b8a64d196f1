import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { refuseAtEdge } from './edge-refusals.ts';

/** The refusal tables: the only sources under src/http that may name a 4xx status. */
const TABLES = [
  'src/http/edge-refusals.ts',
  'src/http/error-answers.ts',
  'src/http/api-v1/problems.ts',
  'src/http/api-v1/problem-answers.ts',
];

function recorded() {
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  } as unknown as Response;
  return { res, sent };
}

describe('the refusals of the HTTP edge', () => {
  it('are answered from their table, in the reader’s language', () => {
    const { res, sent } = recorded();
    refuseAtEdge(res, 'methodNotAllowed', 'de');
    expect(sent).toEqual({ status: 405, body: { error: 'method_not_allowed', message: expect.any(String) } });
    const english = recorded();
    refuseAtEdge(english.res, 'noRoute', 'en');
    expect(english.sent).toEqual({ status: 404, body: { error: 'not_found', message: 'There is nothing at this address.' } });
  });

  it('are the only 4xx written under src/http: no route answers one by hand', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const byHand = globSync('src/http/**/*.ts', { cwd: root })
      .filter((file) => !file.endsWith('.test.ts') && !TABLES.includes(file))
      .flatMap((file) =>
        readFileSync(`${root}/${file}`, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
          .filter(({ line }) => /\b(status|sendStatus)\(\s*4\d\d\s*\)|status:\s*4\d\d\b/.test(line) && !/^\s*(\/\/|\*)/.test(line)),
      )
      .map(({ where }) => where);
    expect(byHand).toEqual([]);
  });
});
