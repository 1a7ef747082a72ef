import type { RateLimitStore, WindowCount } from './store.ts';

const SWEEP_EVERY_MS = 60_000;

/** Counters in this process: right for one gateway, and the default. */
export class MemoryStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async unhit(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  /** Ended windows are dropped now and then, so addresses and e-mails seen once do not pile up. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
