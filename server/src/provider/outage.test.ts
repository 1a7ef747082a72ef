import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../test/fake-provider.ts';
import { failure, startBareGateway, startGateway, type BareGateway, type TestGateway } from '../test/harness.ts';

type LogLine = Record<string, unknown> & { msg?: string };

/** The provider behind a switch: while down, every connection is dropped unanswered. */
let down = false;
const raw: string[] = [];
const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
const breakerLines = () => lines().filter((line) => typeof line.breaker === 'string');

let env: TestGateway;
let provider: FakeProvider;
let gw: BareGateway;
beforeAll(async () => {
  env = await startGateway();
  provider = await startFakeProvider((_hit, res, forward) => (down ? void res.socket?.destroy() : forward()), env.providerUrl);
  gw = await startBareGateway(provider.url, {
    env: {
      LOG_LEVEL: 'info', PROVIDER_READ_RETRIES: '0', PROVIDER_BREAKER_THRESHOLD: '2',
      // Longer than this file runs: the circuit closes only when a call gets through, never by the clock.
      PROVIDER_BREAKER_COOLDOWN_MS: '600000',
      RATE_LIMIT_ENABLED: 'true',
    },
    logStream: { write: (line) => void raw.push(line) },
  });
});
afterAll(async () => {
  await gw.close();
  await provider.close();
  await env.close();
});

describe('a provider outage as the gateway sees and logs it', () => {
  it('logins the provider never answered do not use up the 5 tries a minute (wrong passwords still do); the breaker and each login say why', async () => {
    const browser = gw.browser();
    down = true;
    try {
      // Seven tries on one account (over the limit of 5): the first two reach the provider and open the circuit, the rest fail fast.
      for (let i = 0; i < 7; i++) {
        const refused = await failure(browser.trpc.auth.login.mutate({ email: 'member@contoh.id', password: 'Rahasia123!' }));
        expect(refused.code).toBe('SERVICE_UNAVAILABLE');
      }
      for (let i = 0; i < 3; i++) expect((await failure(browser.trpc.auth.driverLogin.mutate({ email: 'driver.jakarta@tulus.co.id', password: 'Driver123!' }))).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      down = false;
    }
    // Back: /readyz does not wait for the breaker (open for another ten minutes here); its answer closes the circuit.
    expect((await fetch(`${gw.url}/readyz`)).status).toBe(200);
    expect(await browser.trpc.auth.login.mutate({ email: 'member@contoh.id', password: 'Rahasia123!' })).toMatchObject({ email: 'member@contoh.id' });
    expect(await browser.trpc.auth.driverLogin.mutate({ email: 'driver.jakarta@tulus.co.id', password: 'Driver123!' })).toMatchObject({ id: expect.any(Number) });
    // The right login above was the first counted try; four wrong ones reach the limit of 5, the next waits.
    for (let i = 0; i < 4; i++) expect((await failure(browser.trpc.auth.login.mutate({ email: 'member@contoh.id', password: 'Salah123!' }))).code).not.toBe('TOO_MANY_REQUESTS');
    expect((await failure(browser.trpc.auth.login.mutate({ email: 'member@contoh.id', password: 'Rahasia123!' }))).code).toBe('TOO_MANY_REQUESTS');

    // The breaker logged its opening and its closing once each, with counts.
    expect(breakerLines().map((line) => [line.level, line.msg, line.breaker, line.previous])).toEqual([
      [40, 'provider circuit open', 'open', 'closed'],
      [30, 'provider circuit closed', 'closed', 'open'],
    ]);
    const [open, closed] = breakerLines();
    expect(open).toMatchObject({ failures: 2, refused: 0, coolDownMs: 600_000 });
    // 5 + 3 logins refused without a call while open.
    expect(closed).toMatchObject({ failures: 0, refused: 8 });
    expect(closed!.outageMs as number).toBeGreaterThan(0);

    // Each login of the outage names its cause: the first two the unreachable provider, the rest the open circuit.
    const failed = lines().filter((line) => line.msg === 'request' && line.status === 503);
    expect(failed.map((line) => (line.error as { kind: string }).kind)).toEqual([
      'provider_unreachable', 'provider_unreachable', ...Array<string>(8).fill('breaker_open'),
    ]);
    expect(failed.map((line) => line.upstreamCalls)).toEqual([1, 1, ...Array<number>(8).fill(0)]);
    expect(failed.every((line) => line.level === 40)).toBe(true);
  });
});
