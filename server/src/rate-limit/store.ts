/** A fixed-window counter: the hits so far in the key's current window, and when that window ends. */
export type WindowCount = { count: number; resetInMs: number };

/**
 * Where the counters live. In memory for one gateway; Redis when several replicas must
 * share them (a client would otherwise get the limit once per replica).
 */
export interface RateLimitStore {
  /** Counts one hit on key; the window starts at the key's first hit and lasts windowMs. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one hit back from the key's running window, if it has one above zero. */
  unhit(key: string): Promise<void>;
  close(): Promise<void>;
}
