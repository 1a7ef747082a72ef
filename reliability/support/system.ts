import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const SYSTEM_OPS_KEY = 'reliability-ops-key-0123';
export const SYSTEM_SESSION_SECRET = 'reliability-session-secret-0123456789abcdef';

async function waitFor(url: string, timeoutMs: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}):\n${output().slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready in ${timeoutMs} ms:\n${output().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type Service = {
  pid: number;
  /** Every line the process wrote (stdout and stderr), its log included. */
  lines: () => string[];
  /** Resident set size now, from /proc (Linux). */
  rssBytes: () => number;
};

export type System = {
  gatewayUrl: string;
  providerUrl: string;
  dataDir: string;
  gateway: Service;
  /** The provider's lines and size across restarts (the pid is the first run's). */
  provider: Service;
  /** Stops the provider process (SIGTERM) and waits for its exit: the provider is down. */
  stopProvider: () => Promise<void>;
  /** Starts it again on the same port and data, and waits until it answers. */
  startProvider: () => Promise<void>;
  stop: () => Promise<void>;
};

function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function terminate(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (exited(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

export type SystemOptions = {
  gatewayEnv?: Record<string, string>;
  providerEnv?: Record<string, string>;
  gatewayNodeArgs?: string[];
  /** Something between the two (a fault proxy): given the provider's URL, the URL the gateway is to call. */
  inFrontOfProvider?: (providerUrl: string) => Promise<string>;
};

/**
 * The mock provider and the gateway as separate processes, as ops run them (each its own
 * heap, RSS and log), on loopback ports and a fresh SQLite file. The logs are kept in memory
 * for the secrets test; `env` adds or overrides settings of either.
 */
export async function startSystem(options: SystemOptions = {}): Promise<System> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tulus-reliability-'));
  const [providerPort, gatewayPort] = [await freePort(), await freePort()];
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const children: ChildProcess[] = [];

  const launch = (cwd: string, env: Record<string, string>, nodeArgs: string[] = [], chunks: string[] = []) => {
    const child = spawn(process.execPath, [...nodeArgs, 'src/server.ts'], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
    children.push(child);
    const service: Service = { pid: child.pid!, lines: () => chunks.join('').split('\n').filter(Boolean), rssBytes: () => rssOf(child.pid!) };
    return { child, service, chunks, output: () => chunks.join('') };
  };

  const providerEnv = {
    HOST: '127.0.0.1', PORT: String(providerPort), DB_PATH: join(dataDir, 'provider.sqlite'), UPLOAD_DIR: join(dataDir, 'uploads'),
    PUBLIC_URL: providerUrl, OPS_KEY: SYSTEM_OPS_KEY, LOG_LEVEL: 'info', ...options.providerEnv,
  };
  const providerDir = join(root, 'mock-provider');
  let provider = launch(providerDir, providerEnv);
  const providerLines = provider.chunks;
  const stop = async () => {
    await Promise.all(children.map(terminate));
    rmSync(dataDir, { recursive: true, force: true });
  };

  let gateway: ReturnType<typeof launch> | undefined;
  try {
    await waitFor(`${providerUrl}/healthz`, 30_000, provider.child, provider.output);
    const gatewayProviderUrl = options.inFrontOfProvider ? await options.inFrontOfProvider(providerUrl) : providerUrl;
    gateway = launch(join(root, 'server'), {
      HOST: '127.0.0.1', PORT: String(gatewayPort), PROVIDER_URL: gatewayProviderUrl, SESSION_SECRET: SYSTEM_SESSION_SECRET, LOG_LEVEL: 'info', ...options.gatewayEnv,
    }, options.gatewayNodeArgs);
    await waitFor(`${gatewayUrl}/readyz`, 30_000, gateway.child, gateway.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    gatewayUrl, providerUrl, dataDir, gateway: gateway.service,
    provider: { ...provider.service, lines: () => providerLines.join('').split('\n').filter(Boolean), rssBytes: () => rssOf(provider.child.pid!) },
    stopProvider: () => terminate(provider.child),
    async startProvider() {
      provider = launch(providerDir, providerEnv, [], providerLines);
      await waitFor(`${providerUrl}/healthz`, 30_000, provider.child, provider.output);
    },
    stop,
  };
}

/** A cookie-keeping client of the gateway over plain HTTP, as a browser's fetch would be. */
export function httpClient(baseUrl: string) {
  const jar = new Map<string, string>();
  const request = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    // As the shop's own client: its writes outside tRPC (uploads) carry the header no form can send.
    if (!headers.has('x-tulus-request')) headers.set('x-tulus-request', '1');
    const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const query = async <T>(procedure: string, input?: unknown): Promise<T> => {
    const res = await request(`/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);
    return unwrap<T>(procedure, res);
  };
  const mutate = async <T>(procedure: string, input?: unknown): Promise<T> => {
    const res = await request(`/trpc/${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input ?? {}) });
    return unwrap<T>(procedure, res);
  };
  return { jar, request, query, mutate };
}

export class CallFailed extends Error {
  readonly status: number;
  constructor(procedure: string, status: number, message: string) {
    super(`${procedure}: ${status} ${message}`);
    this.status = status;
  }
}

async function unwrap<T>(procedure: string, res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new CallFailed(procedure, res.status, text.slice(0, 300));
  return (JSON.parse(text) as { result: { data: T } }).result.data;
}
