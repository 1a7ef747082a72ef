import { describe, expect, it } from 'vitest';
import { loadOptions, reportLoad, runLoad } from './load.ts';

// The suite's run is short (LOAD_SECONDS=10 unless set); `npm run load` is the full 60 s one.
const options = loadOptions({ ...process.env, LOAD_SECONDS: process.env.LOAD_SECONDS ?? '10' });

describe(`load and soak: ${options.customers} customers for ${options.seconds} s after a ${options.warmupSeconds} s warm-up`, () => {
  it('0 errors, every placed order in the provider exactly once, RSS and live heap after within 20% of before', async () => {
    const result = await runLoad(options);
    reportLoad(result, 'load');
    expect(result.errorSamples).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.ordersPlaced).toBeGreaterThan(0);
    expect(result.ordersFound).toBe(result.ordersPlaced);
    expect([result.ordersMissing, result.ordersDuplicated, result.ordersUnexpected]).toEqual([0, 0, 0]);
    // Both read right after a full GC in the gateway (load.ts): a leak moves them, V8's GC cycle does not.
    expect(result.rss.gatewayAfter).toBeLessThanOrEqual(result.rss.gatewayBefore * 1.2);
    expect(result.liveHeapMb.before).not.toBeNull();
    expect(result.liveHeapMb.after!).toBeLessThanOrEqual(result.liveHeapMb.before! * 1.2);
    expect(result.latency.all!.p99).toBeLessThan(5_000);
  }, (options.seconds + options.warmupSeconds + 90) * 1000);
});
