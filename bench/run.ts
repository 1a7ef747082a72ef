/**
 * npm run bench: the performance budgets, measured on this machine.
 *
 *   npm run bench                    every part (about 4 minutes on 2 cores)
 *   npm run bench -- gateway images  only the named parts (gateway, images, client)
 *
 * Prints the figures with their budgets and a pass/MISS mark, and writes each part's
 * section of docs/performance.md. Not a test: nothing here fails on a missed budget
 * (the exit code is 0 unless the bench itself broke).
 */
import { cpus, loadavg } from 'node:os';
import { clientBench } from './client.ts';
import { gatewayBench } from './gateway.ts';
import { imagesBench } from './images.ts';
import { printTable, REPORT_PATH, writeReport, type PartResult } from './support/report.ts';

const PARTS: Record<string, (log: (line: string) => void) => Promise<PartResult>> = {
  gateway: gatewayBench,
  images: imagesBench,
  client: clientBench,
};

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = chosen.filter((name) => !(name in PARTS));
if (unknown.length) {
  console.error(`unknown part ${unknown.join(', ')}; the parts are ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);
const machine = `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'cpu'}, Node ${process.versions.node}, load average ${loadavg()[0]!.toFixed(2)} at start`;

const results: PartResult[] = [];
for (const name of chosen.length ? chosen : Object.keys(PARTS)) {
  log(`${name}: start`);
  results.push(await PARTS[name]!(log));
}
writeReport(results, machine);

console.log(`\n${printTable(results)}\n`);
console.log(`${machine}; ${((performance.now() - started) / 1000).toFixed(0)} s. Written to ${REPORT_PATH}.`);
