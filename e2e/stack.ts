import { inject } from 'vitest';

/** Where one running system (mock provider + gateway) answers, as the global setup provides it. */
export type StackAddress = {
  baseUrl: string;
  providerUrl: string;
  opsKey: string;
  /** The mock provider's SQLite file: what the provider really holds, for counting records. */
  providerDb: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** One system per e2e worker, in worker order (VITEST_POOL_ID 1 is the first). */
    stacks: StackAddress[];
  }
}

/**
 * The system of the worker running this file. Journey files run two at a time, and some change
 * what every customer sees (payment-loop and one-order-per-checkout change catalogue prices; the
 * driver journeys read the one Jakarta driver's list), so each worker has a provider and a gateway
 * of its own and no two files ever share one at the same time.
 */
export function stack(): StackAddress {
  const stacks = inject('stacks');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const own = stacks[worker - 1];
  if (!own) throw new Error(`no system for e2e worker ${worker} (${stacks.length} started)`);
  return own;
}
