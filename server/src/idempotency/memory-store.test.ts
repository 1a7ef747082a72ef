import { describeOnceStore } from '../test/once-store-contract.ts';
import { MemoryOnceStore } from './memory-store.ts';

describeOnceStore('MemoryOnceStore', async (leaseMs) => {
  const store = new MemoryOnceStore({ leaseMs });
  return { first: store, second: store, close: async () => {} };
});
