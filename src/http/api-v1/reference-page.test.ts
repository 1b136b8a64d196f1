import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
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
  const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
  const verified = new Function('Webhook', 'process', `${VERIFY_EXAMPLE.replace(/^import .*$/m, '')}\nreturn verified;`)(Webhook, {
    env: { FLASH_WEBHOOK_SECRET: secret },
  }) as (rawBody: string, headers: Record<string, string>) => unknown;
  const body = JSON.stringify({ type: 'quote.confirmed', data: { quoteId: 'q1' } });
  const signed = (at: Date, text: string, key = secret) => ({
    'webhook-id': 'd-1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(key).sign('d-1', at, text),
  });

  it('gives the event of a fresh delivery signed with the secret', () => {
    expect(verified(body, signed(new Date(), body))).toEqual({ type: 'quote.confirmed', data: { quoteId: 'q1' } });
  });

  it('refuses a changed body, another secret, and a signature too old', () => {
    expect(verified(body.replace('q1', 'q2'), signed(new Date(), body))).toBeUndefined();
    expect(verified(body, signed(new Date(), body, `whsec_${Buffer.alloc(32, 1).toString('base64')}`))).toBeUndefined();
    expect(verified(body, signed(new Date(Date.now() - 3_600_000), body))).toBeUndefined();
  });
});
