import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = fileURLToPath(new URL('../../../client', import.meta.url));

/** A build of the client for a test to serve; `release` when the test is done with it. */
export type ClientBuild = { dir: string; release(): void };

/**
 * The client as production serves it (its server-render bundle included).
 *
 * Under `npm test` (scripts/test.ts), phase 1 has just built client/dist from this tree and names it in
 * TEST_CLIENT_DIST: that build is served as it is and left in place, for the browser journeys serve it
 * too. A second build beside the e2e suite took 60 to 170 s of the two cores (and once ran past its
 * hook's limit). Otherwise (a test file run on its own, where client/dist may be older than the sources
 * or missing) a fresh Vite build in a new temporary folder, which `release` removes.
 */
export function clientBuild(): ClientBuild {
  const built = process.env.TEST_CLIENT_DIST;
  if (built) return { dir: built, release: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'tulus-dist-'));
  const vite = join(clientDir, '..', 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], { cwd: clientDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}${build.stdout}`);
  return { dir, release: () => rmSync(dir, { recursive: true, force: true }) };
}
