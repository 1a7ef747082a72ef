import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { startTestProvider, type TestProvider } from '@tulus/mock-provider/test/harness';
import { buildGateway } from '../app.ts';
import { loadConfig, type GatewayConfig } from '../config.ts';
import type { AppRouter } from '../routers/_app.ts';
import { WRITE_HEADER } from '../security/same-origin.ts';

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef';

/** A browser's cookie jar, reduced to what the gateway sets. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\b/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}

/** What an upload route answers: the provider's record on success, the refusal otherwise. */
export type UploadAnswer = { ok?: true; data?: Record<string, unknown>; error?: { message: string; code?: string } };

export type Browser = {
  jar: CookieJar;
  /** A plain request to the gateway with this browser's cookies (and storing the ones it sets). */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  trpc: ReturnType<typeof createTRPCClient<AppRouter>>;
  /** A multipart POST to one of the gateway's upload routes, with this browser's cookies. */
  upload: (path: string, fields: Record<string, string>, files: Record<string, { bytes: Buffer; name?: string; type?: string }>) => Promise<{ status: number; body: UploadAnswer }>;
};

/** A gateway under test and the browsers that talk to it. */
export type BareGateway = {
  gateway: FastifyInstance;
  url: string;
  config: GatewayConfig;
  /** A fresh browser with its own cookie jar. */
  browser: () => Browser;
  /** A browser signed in as the given seed customer. */
  customer: (email?: string) => Promise<Browser>;
  driver: (email?: string) => Promise<Browser>;
  close: () => Promise<void>;
};

export type TestGateway = BareGateway & {
  provider: TestProvider;
  providerUrl: string;
  /** The newest OTP the mock provider e-mailed to this address (its dev mailbox). */
  latestOtp: (email: string) => Promise<string | null>;
  /** A back-office step of the mock provider (approve-payment, dispatch-order, ...). */
  ops: (action: string, body: object) => Promise<{ status: number; body: { status: string; message: string; data: unknown } }>;
  /** The bytes behind a file URL the provider stored, fetched from the provider under test. */
  storedFile: (url: string) => Promise<Buffer>;
};

export type GatewayOptions = {
  env?: Record<string, string>;
  logStream?: { write: (line: string) => void };
  /** tRPC's own Fastify plugin instead of ours (the adapter's equivalence test). */
  officialTrpcPlugin?: boolean;
};

export const OPS_KEY = 'dev-ops-key';

/** The real gateway on a loopback port, talking HTTP to whatever provider listens at providerUrl. */
export async function startBareGateway(providerUrl: string, options: GatewayOptions = {}): Promise<BareGateway> {
  const config = loadConfig({
    SESSION_SECRET: TEST_SESSION_SECRET,
    PROVIDER_URL: providerUrl,
    LOG_LEVEL: 'silent',
    PROVIDER_READ_RETRIES: '1',
    // Suites sign the same seed accounts in many times a minute; rate-limit tests turn it back on.
    RATE_LIMIT_ENABLED: 'false',
    ...options.env,
  });
  const gateway = await buildGateway({ config, logStream: options.logStream, officialTrpcPlugin: options.officialTrpcPlugin });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;

  const browser = (): Browser => {
    const jar = new CookieJar();
    const cookieFetch = async (input: string | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const cookie = jar.header();
      if (cookie) headers.set('cookie', cookie);
      // As the shop's own client: its writes outside tRPC carry the header no form can send.
      if (!headers.has(WRITE_HEADER)) headers.set(WRITE_HEADER, '1');
      const res = await fetch(input, { ...init, headers });
      jar.store(res.headers.getSetCookie());
      return res;
    };
    const trpc = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${url}/trpc`, fetch: cookieFetch })] });
    const upload: Browser['upload'] = async (path, fields, files) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name ?? `${k}.jpg`);
      const res = await cookieFetch(`${url}${path}`, { method: 'POST', body: form });
      return { status: res.status, body: (await res.json()) as UploadAnswer };
    };
    return { jar, trpc, upload, fetch: (path, init) => cookieFetch(`${url}${path}`, init) };
  };

  return {
    gateway,
    url,
    config,
    browser,
    async customer(email = 'member@contoh.id') {
      const b = browser();
      await b.trpc.auth.login.mutate({ email, password: 'Rahasia123!' });
      return b;
    },
    async driver(email = 'driver.jakarta@tulus.co.id') {
      const b = browser();
      await b.trpc.auth.driverLogin.mutate({ email, password: 'Driver123!' });
      return b;
    },
    close: () => gateway.close(),
  };
}

/** The real mock provider listening on a loopback port, and the real gateway talking HTTP to it. */
export async function startGateway(options: GatewayOptions & { providerUrl?: string } = {}): Promise<TestGateway> {
  const provider = await startTestProvider();
  await provider.app.listen({ host: '127.0.0.1', port: 0 });
  const providerUrl = `http://127.0.0.1:${(provider.app.server.address() as AddressInfo).port}`;
  const bare = await startBareGateway(options.providerUrl ?? providerUrl, options);

  return {
    ...bare,
    provider,
    providerUrl,
    async latestOtp(email) {
      const res = await fetch(`${providerUrl}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { 'x-ops-key': OPS_KEY } });
      const { messages } = (await res.json()) as { messages: Array<{ otp: string | null }> };
      return messages[0]?.otp ?? null;
    },
    async ops(action, body) {
      const res = await fetch(`${providerUrl}/api/tulus/v1/ops/${action}`, {
        method: 'POST',
        headers: { 'x-ops-key': OPS_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { status: string; message: string; data: unknown } };
    },
    async storedFile(fileUrl) {
      // The mock builds its links on its configured PUBLIC_URL, not on the random test port.
      const res = await fetch(new URL(new URL(fileUrl).pathname, providerUrl));
      if (!res.ok) throw new Error(`stored file ${fileUrl} answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async close() {
      await bare.close();
      await provider.close();
    },
  };
}

/** The error a tRPC call failed with, for asserting what the caller sees. */
export async function failure(promise: Promise<unknown>): Promise<{ message: string; code: string | undefined; httpStatus: number | undefined; reason?: string; details?: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      const data = error.data as { code?: string; httpStatus?: number; reason?: string; details?: unknown } | undefined;
      return { message: error.message, code: data?.code, httpStatus: data?.httpStatus, ...(data?.reason ? { reason: data.reason, details: data.details } : {}) };
    }
    throw error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
