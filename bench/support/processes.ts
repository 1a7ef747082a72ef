import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../reliability/support/free-port.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const OPS_KEY = 'bench-ops-key-0123456789';
export const SESSION_SECRET = 'bench-session-secret-0123456789abcdef';

export type Service = { url: string; pid: number; child: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Resident set size of a process now, from /proc (Linux). */
export function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** A Node process running `script` (a .ts file, type-stripped) that answers `readyPath` once it is up. */
export async function startService(options: {
  script: string;
  cwd?: string;
  env?: Record<string, string>;
  port: number;
  readyPath: string;
  ipc?: boolean;
}): Promise<Service> {
  const child = spawn(process.execPath, [options.script], {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), ...options.env },
    stdio: options.ipc ? ['ignore', 'ignore', 'pipe', 'ipc'] : ['ignore', 'ignore', 'pipe'],
  });
  // Logs go nowhere (as a production log shipper would take them off the box); errors are kept for the message.
  let errors = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    errors = (errors + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.script} exited (${child.exitCode}): ${errors}`);
    try {
      if ((await fetch(`${url}${options.readyPath}`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.script} did not become ready: ${errors}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, pid: child.pid!, child, output: () => errors, stop };
}

/** The mock provider as its own process on a fresh SQLite file. */
export async function startProvider(): Promise<Service & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tulus-bench-'));
  const port = await freePort();
  const service = await startService({
    script: 'src/server.ts',
    cwd: join(ROOT, 'mock-provider'),
    port,
    readyPath: '/healthz',
    env: {
      DB_PATH: join(dataDir, 'provider.sqlite'), UPLOAD_DIR: join(dataDir, 'uploads'), PUBLIC_URL: `http://127.0.0.1:${port}`,
      OPS_KEY, LOG_LEVEL: 'info',
    },
  });
  return {
    ...service,
    dataDir,
    stop: async () => {
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real gateway as its own process, as production runs it (info logs, rate limits off for one-address load).
 * `script` (relative to server/) may name another entry that builds the same gateway (bench/official-gateway.ts).
 */
export async function startGateway(providerUrl: string, env: Record<string, string> = {}, script = 'src/server.ts'): Promise<Service> {
  return startService({
    script,
    cwd: join(ROOT, 'server'),
    port: await freePort(),
    readyPath: '/readyz',
    env: { PROVIDER_URL: providerUrl, SESSION_SECRET, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'info', ...env },
  });
}
