import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedText } from '../../domain/webhooks/webhook.ts';
import { openApiDocument } from './openapi.ts';
import { PROBLEMS } from './problems.ts';
import { apiDocsPage, VERIFY_EXAMPLE } from './reference-page.ts';

describe('the problem registry of /api/v1', () => {
  const document = openApiDocument('https://flash.example');
  const page = apiDocsPage(document, []);

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

describe("the reference page's webhook verification", () => {
  // The code a developer copies from the page, run as it is written against a delivery signed as the sender signs it.
  const verified = new Function('createHmac', 'timingSafeEqual', `${VERIFY_EXAMPLE.replace(/^import .*$/m, '')}\nreturn verified;`)(
    createHmac,
    timingSafeEqual,
  ) as (rawBody: string, header: string, secret: string) => boolean;
  const secret = 'whsec_test';
  const body = JSON.stringify({ event: 'quote.confirmed', quoteId: 'q1' });
  const now = Math.floor(Date.now() / 1000);
  const sign = (t: number, text: string) => `t=${t},v1=${createHmac('sha256', secret).update(signedText(t, text)).digest('hex')}`;

  it('accepts a fresh delivery signed with the secret', () => {
    expect(verified(body, sign(now, body), secret)).toBe(true);
  });

  it('refuses a changed body, another secret, and a signature too old', () => {
    expect(verified(body.replace('q1', 'q2'), sign(now, body), secret)).toBe(false);
    expect(verified(body, sign(now, body), 'another')).toBe(false);
    expect(verified(body, sign(now - 3_600, body), secret)).toBe(false);
  });
});
