/**
 * node scripts/build-client.ts --if-needed (what `npm run test:e2e` runs first): builds the client
 * into client/dist when it is missing or older than any of its sources, and says which. The browser
 * tests serve client/dist, so a stale build would test yesterday's screens. With E2E_CLIENT_DIST set
 * (a build of one's own) nothing is built: that folder is served as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'client/dist/index.html');
/** What the browser bundle is made of: the client and the shared rules and contract it imports. */
const SOURCES = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/service-worker.js', 'client/package.json', 'shared/src'];

function newest(path: string): { path: string; mtimeMs: number } {
  const stat = statSync(path);
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs };
  return readdirSync(path)
    .map((name) => newest(join(path, name)))
    .reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a), { path, mtimeMs: 0 });
}

function reasonToBuild(): string | null {
  if (!existsSync(built)) return 'client/dist has no build';
  const source = SOURCES.map((s) => join(root, s)).filter(existsSync).map(newest).reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  const builtAt = statSync(built).mtimeMs;
  return source.mtimeMs > builtAt ? `${source.path.slice(root.length)} changed after the last build` : null;
}

if (process.env.E2E_CLIENT_DIST) {
  console.log(`client: serving E2E_CLIENT_DIST=${process.env.E2E_CLIENT_DIST} as it is (not rebuilt)`);
} else {
  const reason = process.argv.includes('--if-needed') ? reasonToBuild() : 'asked to build';
  if (!reason) console.log('client: client/dist is up to date with its sources');
  else {
    console.log(`client: building (${reason})`);
    const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: join(root, 'client'), stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
