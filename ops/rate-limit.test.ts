import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DRIVER, MEMBER, type TrpcAnswer } from './support/browser.ts';
import { startStack, type Stack } from './support/processes.ts';
import { startRedis, type RedisServer } from './support/redis.ts';

const LOGIN_WAIT = /^Terlalu banyak percobaan login\. Silahkan tunggu (\d+) detik\.$/;
const OTP_WAIT = /^Silahkan tunggu (\d+) detik sebelum meminta OTP lagi$/;

/** A refusal as the spec's client sees it: TOO_MANY_REQUESTS (HTTP 429), the wait in words and in Retry-After. */
function expectRefused(answer: TrpcAnswer, wording: RegExp, windowSeconds: number) {
  expect(answer.status, JSON.stringify(answer)).toBe(429);
  expect(answer.error?.data.code).toBe('TOO_MANY_REQUESTS');
  const seconds = Number(wording.exec(answer.error?.message ?? '')?.[1]);
  expect(seconds, answer.error?.message).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(answer.retryAfter).toBe(String(seconds));
}

const registration = (email: string) => ({
  nama_lengkap: 'Ani Suryani', email, password: 'Rahasia123!', confirm_password: 'Rahasia123!', nomor_hp: '081299990000',
});
const newEmail = () => `ops-${randomUUID().slice(0, 8)}@contoh.id`;

describe('rate limits in memory (the single gateway of docker-compose.yml, default limits)', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it('login: 5 attempts per account a minute, right or wrong password; the 6th waits, other accounts do not', async () => {
    stack = await startStack();
    const browser = new Browser(stack.gateways[0]!.url);
    for (let i = 0; i < 4; i++) expect((await browser.mutation('auth.login', { ...MEMBER, password: 'Salah123!' })).status).not.toBe(429);
    expect((await browser.mutation('auth.login', MEMBER)).status).toBe(200);

    const refused = await browser.mutation('auth.login', MEMBER);
    expectRefused(refused, LOGIN_WAIT, 60);
    // The same account with different capitals is the same account.
    expectRefused(await browser.mutation('auth.login', { ...MEMBER, email: 'Member@Contoh.ID' }), LOGIN_WAIT, 60);
    // Driver login is a login too, counted for its own account.
    expect((await browser.mutation('auth.driverLogin', DRIVER)).status).toBe(200);
    // Monitoring sees the refusal in the request's line, and why in a line of its own with the same reqId.
    // The lines come through the gateway's stdout, after the answer: read until they are there, as compose-stack.test.ts does.
    const line = (msg: string) => stack!.gateways[0]!.logLines().find((l) => l.reqId === refused.requestId && l.msg === msg);
    await expect.poll(() => line('request')).toMatchObject({ procedure: 'auth.login', status: 429, outcome: 'client_error' });
    await expect.poll(() => line('rate limited')).toMatchObject({ limit: 'login', waitSeconds: Number(refused.retryAfter) });
  });

  it('login: 20 attempts per client IP a minute across accounts, and X-Forwarded-For from a client does not reset it', async () => {
    stack = await startStack();
    const browser = new Browser(stack.gateways[0]!.url);
    for (let i = 0; i < 20; i++) {
      const answer = await browser.mutation('auth.login', { email: `tidak-ada-${i}@contoh.id`, password: 'Rahasia123!' });
      expect(answer.status).not.toBe(429);
    }
    expectRefused(await browser.mutation('auth.login', MEMBER), LOGIN_WAIT, 60);
    const spoofing = new Browser(stack.gateways[0]!.url, { 'x-forwarded-for': '203.0.113.99' });
    expectRefused(await spoofing.mutation('auth.driverLogin', DRIVER), LOGIN_WAIT, 60);
  });

  it("OTP: the provider's 60 s wait per e-mail stays, and 10 requests per IP in 10 minutes, resends included", async () => {
    stack = await startStack();
    const browser = new Browser(stack.gateways[0]!.url);
    const first = newEmail();
    expect((await browser.mutation('auth.requestOtp', registration(first))).status).toBe(200);
    // The provider's own wait, passed on in the spec's words.
    const again = await browser.mutation('auth.resendOtp');
    expect(again.error?.message).toMatch(OTP_WAIT);
    expect(Number(OTP_WAIT.exec(again.error!.message)![1])).toBeGreaterThan(55);
    for (let i = 0; i < 8; i++) expect((await browser.mutation('auth.requestOtp', registration(newEmail()))).status).toBe(200);
    // Ten attempts so far from this IP: the eleventh waits for the gateway's window (600 s).
    expectRefused(await browser.mutation('auth.requestOtp', registration(newEmail())), OTP_WAIT, 600);
  });

  it('limits come from .env through compose: a 3 s window of 1 login refuses the second, and lets in after the window', async () => {
    stack = await startStack({ dotenv: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '1', RATE_LIMIT_LOGIN_WINDOW_SECONDS: '3' } });
    const browser = new Browser(stack.gateways[0]!.url);
    expect((await browser.mutation('auth.login', MEMBER)).status).toBe(200);
    expectRefused(await browser.mutation('auth.login', MEMBER), LOGIN_WAIT, 3);
    await new Promise((r) => setTimeout(r, 3_100));
    expect((await browser.mutation('auth.login', MEMBER)).status).toBe(200);
  });

  it('RATE_LIMIT_ENABLED=false turns them off', async () => {
    stack = await startStack({ dotenv: { RATE_LIMIT_ENABLED: 'false' } });
    const browser = new Browser(stack.gateways[0]!.url);
    for (let i = 0; i < 8; i++) expect((await browser.mutation('auth.login', MEMBER)).status).toBe(200);
  });
});

describe('rate limits in Redis, shared by two gateway replicas (profile scale, a real redis-server)', () => {
  let redis: RedisServer;
  let stack: Stack;
  beforeAll(async () => {
    redis = await startRedis();
    stack = await startStack({ gatewayService: 'gateway-replica', gateways: 2, redisPort: redis.port });
  });
  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  /** A client behind nginx, on one replica or the other: nginx appends the client's address to X-Forwarded-For. */
  const via = (replica: number, clientIp: string) => new Browser(stack.gateways[replica]!.url, { 'x-forwarded-for': clientIp });

  it('per account: 5 logins spread over both replicas use the limit up; the 6th waits on either', async () => {
    for (const replica of [0, 1, 0, 1, 0]) expect((await via(replica, '198.51.100.1').mutation('auth.login', MEMBER)).status).toBe(200);
    expectRefused(await via(1, '198.51.100.1').mutation('auth.login', MEMBER), LOGIN_WAIT, 60);
    expectRefused(await via(0, '198.51.100.2').mutation('auth.login', MEMBER), LOGIN_WAIT, 60);
  });

  it('per client IP: 20 attempts over both replicas use it up; another client (another forwarded address) is not affected', async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await via(i % 2, '198.51.100.7').mutation('auth.login', { email: `tidak-ada-${i}@contoh.id`, password: 'Rahasia123!' });
      expect(answer.status).not.toBe(429);
    }
    expectRefused(await via(0, '198.51.100.7').mutation('auth.driverLogin', DRIVER), LOGIN_WAIT, 60);
    expectRefused(await via(1, '198.51.100.7').mutation('auth.driverLogin', DRIVER), LOGIN_WAIT, 60);
    expect((await via(1, '198.51.100.8').mutation('auth.driverLogin', DRIVER)).status).toBe(200);
  });

  it('the counters live in Redis: a replica started later knows them', async () => {
    const late = await stack.addGateway();
    const answer = await new Browser(late.url, { 'x-forwarded-for': '198.51.100.7' }).mutation('auth.login', { email: 'sahabat@contoh.id', password: 'Rahasia123!' });
    expectRefused(answer, LOGIN_WAIT, 60);
  });

  it('if Redis goes away, logins go through (not locked out) and the replica logs it', async () => {
    await redis.stop();
    const answer = await via(0, '198.51.100.9').mutation('auth.login', { email: 'sahabatbaru@contoh.id', password: 'Rahasia123!' });
    expect(answer.status).toBe(200);
    await expect.poll(() => stack.gateways[0]!.logLines().some((l) => l.msg === 'rate limit not checked: store failed' && l.reqId === answer.requestId)).toBe(true);
  });
});
