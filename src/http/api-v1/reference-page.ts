import { createHash } from 'node:crypto';
import { escapeHtml } from '../../domain/text/escape-html.ts';
import type { VehicleCapacity } from '../../domain/shipment/vehicle-fit.ts';
import { PROBLEMS } from './problems.ts';

// The reference page of /api/v1 (/api/v1/docs), drawn from its OpenAPI document: each
// endpoint, what it takes and answers, and how to call it. No script; its one style is allowed
// by its hash.

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#14213d}
h1,h2{color:#0b3d91}code,pre{font:14px/1.45 ui-monospace,monospace;background:#f1f4f9;border-radius:4px}
pre{padding:.75rem;overflow-x:auto}code{padding:0 .25rem}section{border-top:1px solid #d7dde8;padding-top:1rem;margin-top:1.5rem}
.method{display:inline-block;min-width:3.5rem;font-weight:700}details{margin:.5rem 0}
.scroll{overflow-x:auto}table{border-collapse:collapse}th,td{padding:.3rem .6rem;border-bottom:1px solid #d7dde8;text-align:left}`;

/** The page's Content-Security-Policy: nothing but its own style. */
export const API_DOCS_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

/** OpenAPI descriptions are CommonMark: their code spans (`…`) shown as code, the rest as text. */
const inlineCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

type Document = ReturnType<typeof import('./openapi.ts').openApiDocument>;

export function apiDocsPage(document: Document, vehicles: readonly VehicleCapacity[]): string {
  const server = document.servers[0]!.url;
  const endpoints = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(
      methods as Record<
        string,
        {
          summary: string;
          requestBody?: { content: Record<string, { schema: { $ref: string } }> };
          responses: Record<string, { description: string }>;
        }
      >,
    ).map(([method, operation]) => {
      const body = operation.requestBody?.content['application/json']?.schema.$ref.split('/').at(-1);
      const responses = Object.entries(operation.responses)
        .map(([status, response]) => `<li><code>${status}</code> ${inlineCode(response.description)}</li>`)
        .join('');
      return `<section><h2><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(operation.summary)}</p>
${body ? `<p>Body: <a href="#schema-${body}"><code>${body}</code></a></p>` : ''}
<ul>${responses}</ul></section>`;
    }),
  );
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<details id="schema-${name}"><summary><code>${name}</code></summary><pre tabindex="0">${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`,
    )
    .join('');
  const example = `curl -X POST ${server}/quotes \\
  -H "Authorization: Bearer $FLASH_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"departureLocation":"69002 Lyon","departureCountry":"FR","arrivalLocation":"70173 Stuttgart","arrivalCountry":"DE",
       "parcels":[{"type":"pallet","quantity":2,"weight":150,"length":120,"width":80,"height":100}],
       "vehicleType":"FRG1","shippingType":"pallet","language":"en"}'`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(document.info.title)} — API v${document.info.version}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(document.info.title)}</h1>
<p>${inlineCode(document.info.description)}</p>
<p>Server: <code>${escapeHtml(server)}</code>. The machine-readable description: <a href="./openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<h2>Quote a transport</h2><pre tabindex="0">${escapeHtml(example)}</pre>
${vehicleSection(vehicles)}
${SIGNATURE_SECTION}
${endpoints.join('\n')}
<section><h2>Problems</h2><p>Each refusal's <code>type</code> points here.</p><dl>${Object.entries(PROBLEMS)
    .map(([code, { status, meaning }]) => `<dt id="${code}"><code>${code}</code> (${status})</dt><dd>${inlineCode(meaning)}</dd>`)
    .join('')}</dl></section>
<section><h2>Schemas</h2>${schemas}</section></main></body></html>`;
}

/** The classes a `vehicleType` names, with what each carries (as GET /vehicles gives them). */
function vehicleSection(vehicles: readonly VehicleCapacity[]): string {
  const rows = vehicles
    .map(
      (vehicle) =>
        `<tr><th scope="row"><code>${escapeHtml(vehicle.code)}</code></th><td>${escapeHtml(vehicle.label)}</td><td>${vehicle.payloadKg}</td><td>${vehicle.volumeM3}</td><td>${vehicle.lengthCm} × ${vehicle.widthCm} × ${vehicle.heightCm}</td><td>${vehicle.palletPlaces}</td><td>${vehicle.adr ? 'yes' : 'no'}</td></tr>`,
    )
    .join('');
  return `<section id="vehicles"><h2>Vehicle classes</h2><p>A quote's <code>vehicleType</code> is one of these codes; left out, the smallest class that carries the goods is chosen. A load a class cannot carry is refused on <code>vehicleType</code>.</p>
<div class="scroll" tabindex="0" role="region" aria-label="Vehicle classes"><table><thead><tr><th scope="col">code</th><th scope="col">vehicle</th><th scope="col">payload (kg)</th><th scope="col">volume (m³)</th><th scope="col">inside L × W × H (cm)</th><th scope="col">pallet places</th><th scope="col">dangerous goods</th></tr></thead><tbody>${rows}</tbody></table></div></section>`;
}

export const VERIFY_EXAMPLE = `import { Webhook } from 'standardwebhooks';

const receiver = new Webhook(process.env.FLASH_WEBHOOK_SECRET); // whsec_…

// rawBody: the request's bytes as received, before any JSON parsing; headers: the request's.
function verified(rawBody, headers) {
  try {
    return receiver.verify(rawBody, headers); // the event, parsed
  } catch {
    return undefined; // changed, signed with another secret, or more than five minutes old
  }
}`;

const SIGNATURE_SECTION = `<section id="webhook-signature"><h2>Verify a webhook's signature</h2>
<p>Deliveries are signed the <a href="https://www.standardwebhooks.com/">Standard Webhooks</a> way, which has verifiers in many languages: <code>webhook-id</code> (the same on every attempt: drop a repeat), <code>webhook-timestamp</code> (Unix seconds) and <code>webhook-signature: v1,&lt;base64&gt;</code>, HMAC-SHA256 of <code>id + "." + timestamp + "." + body</code> under the receiver's secret (<code>whsec_…</code>, given once, when it is registered), with <code>Flash-Event</code>. Refuse a delivery whose signature differs or whose timestamp is more than five minutes away; answer 2xx once it is kept, anything else is sent again later. In Node, with the <code>standardwebhooks</code> package:</p>
<pre tabindex="0">${escapeHtml(VERIFY_EXAMPLE)}</pre>
<p>Until 1 June 2027 deliveries also carry the earlier <code>Flash-Delivery</code> and <code>Flash-Signature: t=&lt;Unix seconds&gt;,v1=&lt;hex HMAC-SHA256 of t + "." + body&gt;</code>; receivers checking it should move to the headers above. A secret given before 27 November 2026 is written in base64url: give the library <code>whsec_</code> followed by the same bytes in base64.</p></section>`;
