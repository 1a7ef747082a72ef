import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the tests write their figures: test-results/reliability.md, one section per campaign, each
 * replaced by its latest run. A test run never writes a tracked file; `npm run report` publishes
 * these sections into docs/reliability.md (publishReport below).
 */
export const RESULTS_PATH = fileURLToPath(new URL('../../test-results/reliability.md', import.meta.url));
/** The published report: generated sections between markers, hand-written text around them. */
export const DOCS_PATH = fileURLToPath(new URL('../../docs/reliability.md', import.meta.url));

/** The order the sections appear in, whichever test ran last. */
const ORDER = ['fuzz', 'faults', 'breaker', 'leaks', 'auth', 'forgery', 'uploads', 'load', 'soak', 'secrets', 'monitoring', 'headers'];

const HEADER = `# Reliability and security figures

Written by the tests of \`reliability/\` not by hand: each section between \`section\` markers is
the latest run of the test that owns it (\`npm run report\` runs them and publishes their figures
here; the full 60 s load run with \`npm run load\` first). Text outside the markers is kept as it
is. The machine is the project's: 2 cores, loopback only.
`;

const begin = (name: string) => `<!-- section:${name} -->`;
const end = (name: string) => `<!-- /section:${name} -->`;
const SECTION = /<!-- section:([a-z-]+) -->\n([\s\S]*?)<!-- \/section:\1 -->/g;

function parseSections(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const match of text.matchAll(SECTION)) sections.set(match[1]!, match[2]!);
  return sections;
}

/** A lock file around read-merge-write, so two test processes never lose each other's section. */
function withLock(path: string, work: () => void): void {
  const lock = `${path}.lock`;
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

function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}

/**
 * Replaces one section of test-results/reliability.md with `body` (markdown), stamped with the
 * run's time, keeping every other section as the last run of its test left it.
 */
export function writeSection(name: string, title: string, body: string): void {
  if (!ORDER.includes(name)) throw new Error(`unknown report section ${name}`);
  mkdirSync(dirname(RESULTS_PATH), { recursive: true });
  withLock(RESULTS_PATH, () => {
    const sections = existsSync(RESULTS_PATH) ? parseSections(readFileSync(RESULTS_PATH, 'utf8')) : new Map<string, string>();
    sections.set(name, `## ${title}\n\n_Latest run: ${new Date().toISOString()}_\n\n${body.trim()}\n\n`);
    const names = [...ORDER.filter((n) => sections.has(n)), ...[...sections.keys()].filter((n) => !ORDER.includes(n))];
    writeAtomically(RESULTS_PATH, `${HEADER}\n${names.map((n) => `${begin(n)}\n${sections.get(n)}${end(n)}`).join('\n\n')}\n`);
  });
}

/**
 * `published` with each section of `results` put in place of its own: a section already there is
 * replaced where it stands, a new one goes after the last generated section (or at the end).
 * Everything outside the markers (hand-written sections, the header) is kept to the byte.
 */
export function mergeSections(published: string, results: string): { text: string; replaced: string[]; added: string[] } {
  const fresh = parseSections(results);
  const replaced: string[] = [];
  let text = published.replace(SECTION, (whole, name: string) => {
    const body = fresh.get(name);
    if (body === undefined) return whole;
    replaced.push(name);
    return `${begin(name)}\n${body}${end(name)}`;
  });
  const added = [...fresh.keys()].filter((name) => !replaced.includes(name));
  for (const name of added) {
    const block = `${begin(name)}\n${fresh.get(name)}${end(name)}`;
    const last = [...text.matchAll(SECTION)].at(-1);
    if (!last) text = `${text.trimEnd()}\n\n${block}\n`;
    else {
      const at = last.index + last[0].length;
      text = `${text.slice(0, at)}\n\n${block}${text.slice(at)}`;
    }
  }
  return { text, replaced, added };
}

/** Publishes the latest test figures (test-results/reliability.md) into docs/reliability.md. */
export function publishReport(): { replaced: string[]; added: string[] } {
  if (!existsSync(RESULTS_PATH)) throw new Error(`${RESULTS_PATH} does not exist: run the reliability tests first`);
  const results = readFileSync(RESULTS_PATH, 'utf8');
  const published = existsSync(DOCS_PATH) ? readFileSync(DOCS_PATH, 'utf8') : `${HEADER}\n`;
  const merged = mergeSections(published, results);
  writeAtomically(DOCS_PATH, merged.text.endsWith('\n') ? merged.text : `${merged.text}\n`);
  return merged;
}

/** A markdown table from a header row and rows. */
export function table(head: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
