/**
 * One command, the whole shop on this machine: the mock provider (SQLite file under .data/)
 * and the gateway serving the built client. `--dev` runs Vite's dev server instead of the
 * built client. Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const node = process.execPath;
const env = process.env;
const providerPort = env.PROVIDER_PORT ?? '4100';
const gatewayPort = env.PORT ?? '3000';

if (!env.SESSION_SECRET) {
  // Local runs only: a fresh random secret per start (sessions end on restart). Compose sets its own.
  env.SESSION_SECRET = randomBytes(32).toString('hex');
}

const children: ChildProcess[] = [];
function run(name: string, command: string, args: string[], cwd: string, extraEnv: Record<string, string>) {
  const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (signal || stopping) return;
    console.error(`${name} stopped (exit ${code}); stopping the rest`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

const clientDist = `${root}client/dist`;
if (!dev && !existsSync(`${clientDist}/index.html`)) {
  console.log('Building the client (first start)...');
  const build = spawn(node, [`${root}node_modules/vite/bin/vite.js`, 'build'], { cwd: `${root}client`, stdio: 'inherit' });
  const code = await new Promise<number>((resolve) => build.on('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) process.exit(code);
}

run('mock provider', node, ['src/server.ts'], `${root}mock-provider`, {
  PORT: providerPort,
  DB_PATH: env.DB_PATH ?? `${root}.data/provider.sqlite`,
  UPLOAD_DIR: env.UPLOAD_DIR ?? `${root}.data/uploads`,
});
run('gateway', node, ['src/server.ts'], `${root}server`, {
  PORT: gatewayPort,
  PROVIDER_URL: env.PROVIDER_URL ?? `http://127.0.0.1:${providerPort}`,
  CLIENT_DIST: dev ? '' : clientDist,
});
if (dev) {
  run('vite', node, [`${root}node_modules/vite/bin/vite.js`, '--port', '5173', '--host', '127.0.0.1'], `${root}client`, {
    GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
  });
}
console.log(dev ? `Tulus (dev): http://127.0.0.1:5173` : `Tulus: http://127.0.0.1:${gatewayPort}`);
