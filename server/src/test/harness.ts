import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { startTestProvider, type TestProvider } from '@tulus/mock-provider/test/harness';
import { buildGateway } from '../app.ts';
import { loadConfig, type GatewayConfig } from '../config.ts';
import type { AppRouter } from '../routers/_app.ts';

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

export type Browser = {
  jar: CookieJar;
  trpc: ReturnType<typeof createTRPCClient<AppRouter>>;
  /** A multipart POST to one of the gateway's upload routes, with this browser's cookies. */
  upload: (path: string, fields: Record<string, string>, files: Record<string, { bytes: Buffer; name?: string; type?: string }>) => Promise<{ status: number; body: any }>;
};

export type TestGateway = {
  provider: TestProvider;
  providerUrl: string;
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

/** The real mock provider listening on a loopback port, and the real gateway talking HTTP to it. */
export async function startGateway(options: { env?: Record<string, string>; providerUrl?: string } = {}): Promise<TestGateway> {
  const provider = await startTestProvider();
  await provider.app.listen({ host: '127.0.0.1', port: 0 });
  const providerUrl = `http://127.0.0.1:${(provider.app.server.address() as AddressInfo).port}`;
  const config = loadConfig({
    SESSION_SECRET: TEST_SESSION_SECRET,
    PROVIDER_URL: options.providerUrl ?? providerUrl,
    LOG_LEVEL: 'silent',
    PROVIDER_READ_RETRIES: '1',
    ...options.env,
  });
  const gateway = await buildGateway({ config });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;

  const browser = (): Browser => {
    const jar = new CookieJar();
    const cookieFetch = async (input: string | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const cookie = jar.header();
      if (cookie) headers.set('cookie', cookie);
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
      return { status: res.status, body: await res.json() };
    };
    return { jar, trpc, upload };
  };

  return {
    provider,
    providerUrl,
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
    async close() {
      await gateway.close();
      await provider.close();
    },
  };
}

/** The error a tRPC call failed with, for asserting what the caller sees. */
export async function failure(promise: Promise<unknown>): Promise<{ message: string; code: string | undefined; httpStatus: number | undefined }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      const data = error.data as { code?: string; httpStatus?: number } | undefined;
      return { message: error.message, code: data?.code, httpStatus: data?.httpStatus };
    }
    throw error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
