/**
 * How long one request waited for the provider, as wall time: while any call is out the clock
 * runs, however many calls overlap (a batch's or an order's parallel calls count once), and it
 * counts the calls. Adding up each call's time instead gave more upstream time than the whole
 * request took.
 */
export class UpstreamClock {
  private readonly now: () => number;
  /** When the clock was made (the request's start, for the request line). */
  readonly openedAt: number;
  private inFlight = 0;
  /** When the current busy stretch (one or more calls out) began. */
  private busySince = 0;
  /** The last finished busy stretch, so `stop` can cut what lay past the answer. */
  private lastStretch: { from: number; to: number } | null = null;
  private waitedMs = 0;
  private stoppedAt: number | null = null;
  private count = 0;

  constructor(now: () => number = () => performance.now()) {
    this.now = now;
    this.openedAt = now();
  }

  /** Marks a call as sent; the function it returns marks it finished (once, however often it is called). */
  start(): () => void {
    if (this.stoppedAt !== null) return () => {};
    this.count += 1;
    if (this.inFlight++ === 0) this.busySince = this.now();
    let finished = false;
    return () => {
      if (finished || this.stoppedAt !== null) return;
      finished = true;
      if (--this.inFlight === 0) {
        const to = this.now();
        this.waitedMs += to - this.busySince;
        this.lastStretch = { from: this.busySince, to };
      }
    };
  }

  /**
   * Ends the clock at `at` (the moment the request's answer was finished): a call still out
   * then (a read raced by a timer) counts only up to it, and nothing after it counts.
   */
  stop(at: number = this.now()): void {
    if (this.stoppedAt !== null) return;
    if (this.inFlight > 0) this.waitedMs += Math.max(0, at - this.busySince);
    // Only the last stretch can reach past `at`: the stretches follow one another.
    else if (this.lastStretch && this.lastStretch.to > at) this.waitedMs -= this.lastStretch.to - Math.max(at, this.lastStretch.from);
    this.stoppedAt = at;
  }

  /** Milliseconds spent with at least one call out (up to now, or up to `stop`). */
  get ms(): number {
    if (this.stoppedAt === null && this.inFlight > 0) return this.waitedMs + (this.now() - this.busySince);
    return this.waitedMs;
  }

  /** Provider calls sent (each attempt of a retried read counts; a call the open circuit refused does not). */
  get calls(): number {
    return this.count;
  }
}
