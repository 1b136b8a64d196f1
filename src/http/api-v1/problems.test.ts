import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.ts';
import { PROBLEMS } from './problems.ts';
import { apiDocsPage } from './reference-page.ts';

describe('the problem registry of /api/v1', () => {
  const document = openApiDocument('https://flash.example');
  const page = apiDocsPage(document);

  it('explains every problem on the reference page, at the anchor its type points to, with its status', () => {
    for (const [code, { status }] of Object.entries(PROBLEMS))
      expect(page).toContain(`<dt id="${code}"><code>${code}</code> (${status})</dt>`);
  });

  it('describes in the OpenAPI document only problems of the registry, each under its own status', () => {
    const described = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods as Record<string, { responses: Record<string, { description: string; content?: object }> }>).flatMap(
        (operation) =>
          Object.entries(operation.responses)
            .filter(([, response]) => response.content && 'application/problem+json' in response.content)
            .flatMap(([status, response]) =>
              response.description.split('; ').map((part) => [/^`(\w+)`: /.exec(part)?.[1] ?? part, Number(status)] as const),
            ),
      ),
    );
    expect(described.length).toBeGreaterThan(20);
    for (const [code, status] of described) expect(PROBLEMS[code as keyof typeof PROBLEMS]?.status, code).toBe(status);
  });
});
