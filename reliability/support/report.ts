import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** docs/reliability.md: written by the tests, one section per campaign, each replaced by its latest run. */
export const REPORT_PATH = fileURLToPath(new URL('../../docs/reliability.md', import.meta.url));

/** The order the sections appear in, whichever test ran last. */
const ORDER = ['fuzz', 'faults', 'breaker', 'leaks', 'auth', 'forgery', 'uploads', 'load', 'soak', 'secrets', 'headers'];

const HEADER = `# Reliability and security figures

Written by the tests of \`reliability/\` (issue 7): each section between \`<!-- section:x -->\`
markers is replaced by the latest run of the test that owns it (\`npm exec -- vitest run --project
reliability\`; the full 60 s load run with \`npm run load\`). The machine is the project's: 2 cores,
loopback only. What follows the last generated section is written by hand and kept as it is.
`;

const begin = (name: string) => `<!-- section:${name} -->`;
const end = (name: string) => `<!-- /section:${name} -->`;

function parseSections(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  const pattern = /<!-- section:([a-z-]+) -->\n([\s\S]*?)<!-- \/section:\1 -->/g;
  for (const match of text.matchAll(pattern)) sections.set(match[1]!, match[2]!);
  return sections;
}

/** A lock file around read-merge-write, so two test processes never lose each other's section. */
function withLock(work: () => void): void {
  const lock = `${REPORT_PATH}.lock`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      // A lock older than 30 s was left by a killed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 30_000) rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`could not lock ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * The report with section `name` set to `body`, from the report as it was (`existing`): the other
 * generated sections as their tests last left them, in ORDER, then the hand-written part (everything
 * after the last generated section), unchanged.
 */
export function mergeReport(existing: string, name: string, body: string): string {
  const sections = parseSections(existing);
  sections.set(name, body);
  const lastEnd = existing.lastIndexOf('<!-- /section:');
  const handWritten = lastEnd < 0 ? '' : existing.slice(existing.indexOf('-->', lastEnd) + 3).trim();
  const names = [...ORDER.filter((n) => sections.has(n)), ...[...sections.keys()].filter((n) => !ORDER.includes(n))];
  const generated = names.map((n) => `${begin(n)}\n${sections.get(n)}${end(n)}`).join('\n\n');
  return `${HEADER}\n${generated}\n${handWritten ? `\n${handWritten}\n` : ''}`;
}

/**
 * Replaces one section of docs/reliability.md with `body` (markdown), stamped with the run's
 * time, keeping every other section as the last run of its test left it, and the hand-written parts.
 */
export function writeSection(name: string, title: string, body: string): void {
  if (!ORDER.includes(name)) throw new Error(`unknown report section ${name}`);
  mkdirSync(dirname(REPORT_PATH), { recursive: true });
  withLock(() => {
    const existing = existsSync(REPORT_PATH) ? readFileSync(REPORT_PATH, 'utf8') : '';
    const text = mergeReport(existing, name, `## ${title}\n\n_Latest run: ${new Date().toISOString()}_\n\n${body.trim()}\n\n`);
    const temp = `${REPORT_PATH}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, REPORT_PATH);
  });
}

/** A markdown table from a header row and rows. */
export function table(head: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
