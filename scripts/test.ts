/**
 * `npm test`: every check and every test, in four phases; the parts of a phase run side by side.
 *
 *   1. `tsc -b`, ESLint and the client build: each is single-threaded for most of its run.
 *   2. The unit tests (shared, mock-provider, server, client), alone: the server's first-screen
 *      test draws the home page within a 1 s render budget, which a type check beside it on two
 *      cores can take away.
 *   3. The browser journeys (e2e, which serve the build of phase 1) beside the operations and
 *      reliability tests. Both mostly wait (on Chromium, on the processes they start, on timers),
 *      so the pair takes about as long as the longer one. The journeys run two files at a time,
 *      each worker on a provider and gateway of its own (decision 036); ops and reliability keep
 *      theirs one at a time (fileParallelism: false in their configs).
 *   4. The reliability load run, alone: it asserts the gateway's p99 latency under 200 simulated
 *      customers, which must be the gateway's, not that of a browser journey beside it (its p99
 *      went from under 5 s to 6.1 s when it ran in phase 3).
 *
 * A failed phase stops the run. Outputs are printed whole as each part ends, except phase 3's,
 * whose lines are prefixed with their part as they come. The last line gives each part's wall
 * time; docs/decisions/035-test-loop.md says why it is built this way.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = ['exec', '--', 'vitest', 'run'];
const projects = (...names: string[]) => names.flatMap((name) => ['--project', name]);
/** The reliability project's load run (phase 4). */
const LOAD_RUN = 'reliability/load.test.ts';
/** The same file as an exclude pattern (matched inside each project's folder). */
const LOAD_RUN_EXCLUDED = '**/load.test.ts';

/**
 * The client build of phase 1 (`npm run build` writes client/dist), which the later phases' tests serve
 * rather than build it again (server/src/test/client-build.ts); the browser journeys serve it too.
 */
const BUILT_CLIENT = join(root, 'client', 'dist');

type Part = { name: string; args: string[]; stream: boolean };
type Result = { name: string; ok: boolean; seconds: number };

const PHASES: Part[][] = [
  [
    { name: 'typecheck', args: ['run', 'typecheck'], stream: false },
    { name: 'lint', args: ['run', 'lint'], stream: false },
    { name: 'build', args: ['run', 'build'], stream: false },
  ],
  [{ name: 'unit', args: [...vitest, ...projects('shared', 'mock-provider', 'server', 'client')], stream: false }],
  [
    { name: 'e2e', args: [...vitest, ...projects('e2e')], stream: true },
    { name: 'ops+reliability', args: [...vitest, ...projects('ops', 'reliability'), '--exclude', LOAD_RUN_EXCLUDED], stream: true },
  ],
  [{ name: 'load', args: [...vitest, ...projects('reliability'), LOAD_RUN], stream: false }],
];

function run(part: Part): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['--silent', ...part.args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TEST_CLIENT_DIST: BUILT_CLIENT } });
    const kept: Buffer[] = [];
    let partial = '';
    const take = (chunk: Buffer) => {
      if (!part.stream) return void kept.push(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${part.name}] ${line}\n`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (partial) process.stdout.write(`[${part.name}] ${partial}\n`);
      console.log(`── ${part.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
      // A passing static check says nothing worth reading; a passing test run prints its summary.
      const text = Buffer.concat(kept).toString().trimEnd();
      if (text && (code !== 0 || part.name === 'unit' || part.name === 'load')) console.log(text);
      resolve({ name: part.name, ok: code === 0, seconds });
    });
  });
}

const started = performance.now();
const results: Result[] = [];
for (const phase of PHASES) {
  results.push(...(await Promise.all(phase.map(run))));
  if (results.some((r) => !r.ok)) break;
}
const total = (performance.now() - started) / 1000;
console.log(`\n${results.map((r) => `${r.name} ${r.ok ? 'ok' : 'FAILED'} ${r.seconds.toFixed(0)} s`).join(' · ')} · total ${total.toFixed(0)} s`);
process.exit(results.every((r) => r.ok) && results.length === PHASES.flat().length ? 0 : 1);
