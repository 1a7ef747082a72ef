import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../test/fake-provider.ts';
import { startBareGateway, startGateway, type BareGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { placeOrder } from '../test/orders.ts';

let env: TestGateway;
let member: Browser;
let down: BareGateway;
beforeAll(async () => {
  env = await startGateway();
  member = await env.customer('member@contoh.id');
  down = await startBareGateway(await closedPort());
});
afterAll(async () => {
  await down.close();
  await env.close();
});

const batch = (paths: string[], inputs?: Record<number, unknown>) =>
  `/trpc/${paths.join(',')}?batch=1${inputs ? `&input=${encodeURIComponent(JSON.stringify(inputs))}` : ''}`;

/**
 * The same GET answered by the adapter's path for batched queries and by tRPC's resolveResponse
 * (a `trpc-accept` header sends any request there; `application/json` asks for nothing else).
 */
async function bothWays(browser: Browser, path: string) {
  const answer = async (headers: Record<string, string>) => {
    const res = await browser.fetch(path, { headers });
    return { status: res.status, contentType: res.headers.get('content-type'), vary: res.headers.get('vary'), body: await res.text() };
  };
  return { fast: await answer({}), resolved: await answer({ 'trpc-accept': 'application/json' }) };
}

describe('batched GET queries', () => {
  it('answer with the status, headers and body tRPC itself gives, errors included', async () => {
    const placed = await placeOrder(member);
    const visitor = env.browser();
    const cases: Array<[Browser, string]> = [
      [visitor, batch(['catalog.products'])],
      [visitor, batch(['catalog.products'], { 0: { search: 'galon', limit: 2, offset: 0 } })],
      [member, batch(['orders.detail'], { 0: { sales_order_code: placed.sales_order_code } })],
      [member, batch(['orders.detail', 'catalog.products', 'auth.session'], { 0: { sales_order_code: placed.sales_order_code } })],
      // Errors: a bad input, a missing session, a role, an unknown order, mixed with a success (207).
      [member, batch(['orders.detail'], { 0: { sales_order_code: 42 } })],
      [visitor, batch(['orders.detail'], { 0: { sales_order_code: placed.sales_order_code } })],
      [member, batch(['orders.detail', 'catalog.products'], { 0: { sales_order_code: 'SO-19990101-0001' } })],
      [member, batch(['driver.deliveries', 'auth.session'])],
      // What the fast path leaves to resolveResponse: the answers must not change either.
      [member, batch(['orders.nope'])],
      [member, batch(['orders.place'], { 0: {} })],
      [member, `${batch(['catalog.products'])}&input=%7Bnot-json`],
      [member, batch(Array.from({ length: 11 }, () => 'auth.session'))],
      [member, '/trpc/catalog.products'],
    ];
    for (const [browser, path] of cases) {
      const { fast, resolved } = await bothWays(browser, path);
      expect(fast, path).toEqual(resolved);
    }
  });

  it('an unreachable provider gives the same 5xx answer both ways', async () => {
    const { fast, resolved } = await bothWays(down.browser(), batch(['catalog.products', 'branches.list']));
    expect(fast.status).toBeGreaterThanOrEqual(500);
    expect(fast).toEqual(resolved);
  });
});
