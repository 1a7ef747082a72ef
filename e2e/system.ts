import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../reliability/support/free-port.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type RunningSystem = {
  baseUrl: string;
  providerUrl: string;
  opsKey: string;
  /** The mock provider's SQLite file: what the provider really holds, for counting records. */
  providerDb: string;
  logDir: string;
  stop: () => Promise<void>;
};

/**
 * The real system as separate processes, as ops run it: the mock provider on a fresh
 * SQLite file and the gateway serving the built client (client/dist, built before).
 */
export async function startSystem(): Promise<RunningSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tulus-e2e-'));
  const logDir = join(dataDir, 'logs');
  const [providerPort, gatewayPort] = [await freePort(), await freePort()];
  const opsKey = 'e2e-ops-key-0123456789';
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  const providerDb = join(dataDir, 'provider.sqlite');
  const children: ChildProcess[] = [];

  const launch = (name: string, cwd: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['src/server.ts'], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    mkdirSync(logDir, { recursive: true });
    const log = createWriteStream(join(logDir, `${name}.log`));
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    children.push(child);
  };

  launch('provider', join(root, 'mock-provider'), {
    PORT: String(providerPort),
    DB_PATH: providerDb,
    UPLOAD_DIR: join(dataDir, 'uploads'),
    OPS_KEY: opsKey,
    LOG_LEVEL: 'info',
  });
  launch('gateway', join(root, 'server'), {
    PORT: String(gatewayPort),
    PROVIDER_URL: providerUrl,
    SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
    // E2E_CLIENT_DIST: a build of one's own, when several people rebuild client/dist at once.
    CLIENT_DIST: process.env.E2E_CLIENT_DIST ?? join(root, 'client', 'dist'),
    // Tiles from the internet do not load here; an unroutable URL keeps the map honest about that.
    MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
    // Journeys sign the same seed accounts in many times a minute; the limits have their own tests in ops/.
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'info',
  });

  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitFor(`${providerUrl}/healthz`, 30_000);
    await waitFor(`${baseUrl}/readyz`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, providerUrl, opsKey, providerDb, logDir, stop };
}
