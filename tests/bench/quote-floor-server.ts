// make bench's floor for a quote: what a bare server does with the same two requests, on the same
// PostgreSQL: node:http and pg, one prepared statement per request (POST /api/quotes inserts
// the body; GET /api/quotes/{id}/offers updates the row, returning it). No framework, no
// validation, no pricing: the product's quote is measured against this.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'create table if not exists floor_quotes (id uuid primary key, body jsonb not null, priced boolean not null default false)',
);

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
};

const server = http.createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/api/quotes') {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = randomUUID();
      pool
        .query({
          name: 'floor-insert',
          text: 'insert into floor_quotes (id, body) values ($1, $2)',
          values: [id, Buffer.concat(chunks).toString()],
        })
        .then(
          () => json(res, 201, { id }),
          () => json(res, 500, { error: 'insert' }),
        );
    });
    return;
  }
  const offers = /^\/api\/quotes\/([0-9a-f-]{36})\/offers$/.exec(req.url ?? '');
  if (req.method === 'GET' && offers) {
    pool
      .query({
        name: 'floor-price',
        text: 'update floor_quotes set priced = true where id = $1 returning id, body, priced',
        values: [offers[1]],
      })
      .then(
        (result) => json(res, 200, { offers: result.rows }),
        () => json(res, 500, { error: 'update' }),
      );
    return;
  }
  json(res, 404, { error: 'not_found' });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`floor serving on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
