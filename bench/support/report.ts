import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPORT_PATH = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));

/** One figure of the run: what it is, its value, and its budget with a mark where it has one. */
export type Row = { metric: string; value: string; budget?: string; pass?: boolean };

/** What a part of the bench hands back: its figures and a markdown account of how they were taken. */
export type PartResult = { name: string; title: string; rows: Row[]; details: string };

const mark = (row: Row) => (row.pass === undefined ? '' : row.pass ? 'pass' : 'MISS');

/** A markdown table from a header row and rows. */
export function markdownTable(head: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function rowsTable(rows: Row[]): string {
  return markdownTable(['figure', 'value', 'budget', 'mark'], rows.map((r) => [r.metric, r.value, r.budget ?? '', mark(r)]));
}

/** The run's figures as a plain-text table for the terminal. */
export function printTable(parts: PartResult[]): string {
  const lines: string[][] = [['part', 'figure', 'value', 'budget', 'mark']];
  for (const part of parts) for (const row of part.rows) lines.push([part.name, row.metric, row.value, row.budget ?? '', mark(row)]);
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [format(lines[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.slice(1).map(format)].join('\n');
}

const HEADER = `# Performance

The shop's performance budgets and their figures. The sections between the \`bench:\` markers are written by
\`npm run bench\` (each is replaced by the latest run of its part); the rest of this page is
kept as it is.
`;

/**
 * Replaces each part's section of docs/performance.md with the latest run (keeping the
 * sections of parts that did not run and every line outside the markers).
 */
export function writeReport(parts: PartResult[], machine: string): void {
  mkdirSync(dirname(REPORT_PATH), { recursive: true });
  let text = existsSync(REPORT_PATH) ? readFileSync(REPORT_PATH, 'utf8') : `${HEADER}\n`;
  for (const part of parts) {
    const begin = `<!-- bench:${part.name} -->`;
    const end = `<!-- /bench:${part.name} -->`;
    const body = `${begin}\n## ${part.title}\n\n_Latest run: ${new Date().toISOString()}; ${machine}_\n\n${rowsTable(part.rows)}\n\n${part.details.trim()}\n${end}`;
    const pattern = new RegExp(`${begin}\\n[\\s\\S]*?${end.replaceAll('/', '\\/')}`);
    text = pattern.test(text) ? text.replace(pattern, () => body) : `${text.trimEnd()}\n\n${body}\n`;
  }
  writeFileSync(REPORT_PATH, text.endsWith('\n') ? text : `${text}\n`);
}
