import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../reliability/support/free-port.ts';
import { containerCommand, containerEnvironment, localize, readCompose, root } from './compose.ts';

/** The .env of the tests: the three secrets compose requires, nothing else (every other setting at its default). */
export const DOTENV = {
  SESSION_SECRET: 'ops-test-session-secret-0123456789abcdef',
  TOKEN_SECRET: 'ops-test-token-secret-0123',
  OPS_KEY: 'ops-test-ops-key',
};

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type RunningProcess = {
  child: ChildProcess;
  url: string;
  /** Everything it wrote so far. */
  stdout: () => string;
  stderr: () => string;
  /** The JSON log lines it wrote so far. */
  logLines: () => Array<Record<string, unknown>>;
  exited: Promise<Exit>;
  /** SIGTERM, then the exit (SIGKILL after 20 s, as compose's stop_grace_period). */
  stop: () => Promise<Exit>;
};

/** Runs a command as the image would (cwd = the app folder), with exactly the given environment. */
export function run(command: string[], env: Record<string, string>, url = ''): RunningProcess {
  const [program, ...args] = command;
  // `node` in the image is Node 24; here it is the one running the tests (the npm package node@24).
  const child = spawn(program === 'node' ? process.execPath : program!, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      timer.unref();
    }
    return exited;
  };
  const logLines = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, url, stdout: () => out, stderr: () => err, logLines, exited, stop };
}

export async function waitFor(url: string, process: RunningProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (process.child.exitCode !== null) throw new Error(`exited before ${url} answered:\n${process.stderr()}${process.stdout()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms:\n${process.stderr()}${process.stdout()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type Stack = {
  provider: RunningProcess;
  gateways: RunningProcess[];
  dataDir: string;
  providerUrl: string;
  /** Starts one more gateway of the same service on the same provider (a replica). */
  addGateway: (extraEnv?: Record<string, string>) => Promise<RunningProcess>;
  stop: () => Promise<void>;
};

export type StackOptions = {
  /** The compose service the gateways are: 'gateway' (default) or 'gateway-replica' (profile scale). */
  gatewayService?: string;
  gateways?: number;
  /** Loopback port standing in for the redis service. */
  redisPort?: number;
  /** Settings an operator would put in .env (beyond the secrets). */
  dotenv?: Record<string, string>;
};

/**
 * The mock provider and the gateway(s) as separate processes, each with the environment
 * docker-compose.yml gives its container (host names and ports made local, see localize).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const compose = readCompose();
  const dotenv = { ...DOTENV, ...options.dotenv };
  const dataDir = mkdtempSync(join(tmpdir(), 'tulus-ops-'));
  const clientDist = join(dataDir, 'client-dist');
  mkdirSync(clientDist);
  // The image carries the built client; the tests serve a stand-in page from the same setting.
  writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Tulus</title><div id="root"></div>');
  const providerPort = await freePort();
  const ports: Record<number, number> = { 4100: providerPort };
  if (options.redisPort) ports[6379] = options.redisPort;
  const places = { ports, dataDir: join(dataDir, 'volume'), clientDist };

  const provider = run(
    containerCommand(compose, 'provider'),
    localize(containerEnvironment(compose, 'provider', dotenv), { ...places, ownPort: providerPort }),
    `http://127.0.0.1:${providerPort}`,
  );
  const gateways: RunningProcess[] = [];
  const service = options.gatewayService ?? 'gateway';
  const addGateway = async (extraEnv: Record<string, string> = {}) => {
    const port = await freePort();
    const env = localize(containerEnvironment(compose, service, dotenv), { ...places, ports: { ...ports, 3000: port }, ownPort: port });
    const gateway = run(containerCommand(compose, service), { ...env, ...extraEnv }, `http://127.0.0.1:${port}`);
    gateways.push(gateway);
    await waitFor(`${gateway.url}/readyz`, gateway);
    return gateway;
  };
  const stop = async () => {
    await Promise.all([...gateways, provider].map((p) => p.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${provider.url}/healthz`, provider);
    for (let i = 0; i < (options.gateways ?? 1); i++) await addGateway();
  } catch (error) {
    await stop();
    throw error;
  }
  return { provider, gateways, dataDir, providerUrl: provider.url, addGateway, stop };
}
