/**
 * npm run report: runs the reliability campaign (`vitest run --project reliability`), which writes
 * its figures to test-results/reliability.md, then publishes them into docs/reliability.md. Nothing
 * is published from a failing run. `npm run report -- --publish-only` publishes the figures the
 * last test run left (after `npm test`, or `npm run load` for the soak section).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DOCS_PATH, RESULTS_PATH, publishReport } from './support/report.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!process.argv.includes('--publish-only')) {
  const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'reliability'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`report: the reliability tests failed; ${DOCS_PATH} left as it was.`);
    process.exit(run.status ?? 1);
  }
}

const { replaced, added } = publishReport();
console.log(`report: ${DOCS_PATH} now has the figures of ${RESULTS_PATH}`);
console.log(`  replaced: ${replaced.join(', ') || 'none'}; added: ${added.join(', ') || 'none'}`);
