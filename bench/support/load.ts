import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type LoadRun = { rps: number; ok: number; failed: number; p50: number; p99: number };
export type LoadSpec = { url: string; method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
export type RunShape = { connections: number; seconds: number };

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

/**
 * Bounded autocannon runs of one request, one after the other, in a process of their own
 * (the generator never shares a heap or an event loop with what it measures). `onRun` is
 * called as each run ends, with its index, so a caller can read counters between runs.
 */
export function load(spec: LoadSpec, runs: RunShape[], onRun: (index: number) => void = () => {}): Promise<LoadRun[]> {
  const args = JSON.stringify({ spec: { url: spec.url, method: spec.method, headers: spec.headers ?? {}, body: spec.body }, runs });
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const results: LoadRun[] = [];
    let pending = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      let newline: number;
      while ((newline = pending.indexOf('\n')) >= 0) {
        results.push(JSON.parse(pending.slice(0, newline)) as LoadRun);
        pending = pending.slice(newline + 1);
        onRun(results.length - 1);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0 || results.length !== runs.length) return reject(new Error(`load generator failed (${code}): ${err.slice(-2000)}`));
      resolve(results);
    });
  });
}
