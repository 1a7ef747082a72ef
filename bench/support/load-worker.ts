/**
 * The load generator, run as its own process (bench/support/load.ts spawns it): the
 * autocannon runs described by the JSON in argv[2], one after the other; prints one JSON
 * line per run with the requests per second and the exact (sub-millisecond) latencies of
 * the 2xx answers (autocannon's own histogram keeps whole milliseconds, too coarse here).
 */
import autocannon from 'autocannon';
import { percentile } from './stats.ts';

type Spec = { url: string; method: string; headers: Record<string, string>; body?: string };
const { spec, runs } = JSON.parse(process.argv[2]!) as { spec: Spec; runs: Array<{ connections: number; seconds: number }> };

function run(connections: number, seconds: number): Promise<object> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url, connections, pipelining: 1, duration: seconds, method: spec.method, headers: spec.headers,
        ...(spec.body === undefined ? {} : { body: spec.body }), timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const ok = result['2xx'];
        resolve({ rps: ok / result.duration, ok, failed: result.non2xx + result.errors + result.timeouts, p50: percentile(latencies, 50), p99: percentile(latencies, 99) });
      },
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

for (const { connections, seconds } of runs) process.stdout.write(`${JSON.stringify(await run(connections, seconds))}\n`);
