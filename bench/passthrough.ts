/**
 * Baseline (b) of the gateway part: the thinnest gateway one could write, a bare Fastify
 * app that turns the same two reads into the same provider calls with undici.request and
 * streams the provider's answer back as it is: no session, no validation, no tRPC, no logs.
 * Run as its own process: PORT and PROVIDER_URL from the environment.
 */
import Fastify from 'fastify';
import { request } from 'undici';

const provider = `${process.env.PROVIDER_URL}/api/tulus/v1`;
const app = Fastify({ logger: false });

async function forward(path: string, body: object, authorization: string | undefined) {
  return request(`${provider}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
}

app.get<{ Querystring: { customer_code?: string; limit?: string } }>('/catalog', async (req, reply) => {
  const { customer_code, limit = '10' } = req.query;
  const res = await forward('/get-products', { customer_code, cabang: 'JKT01', search: '', order: 'ASC', limit: Number(limit), offset: 0 }, req.headers.authorization);
  return reply.code(res.statusCode).type('application/json').send(res.body);
});

app.get<{ Querystring: { code: string } }>('/order', async (req, reply) => {
  const res = await forward('/get-sales-order-detail-customer', { sales_order_code: req.query.code }, req.headers.authorization);
  return reply.code(res.statusCode).type('application/json').send(res.body);
});

app.get('/healthz', async () => ({ status: 'ok' }));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
