import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = fileURLToPath(new URL('../../../client', import.meta.url));

/**
 * The client as production serves it: a fresh Vite build (its server-render bundle included) in a new
 * temporary folder, whose path is returned; the caller removes it.
 */
export function buildClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tulus-dist-'));
  const vite = join(clientDir, '..', 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], { cwd: clientDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}${build.stdout}`);
  return dir;
}
