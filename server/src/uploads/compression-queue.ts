/**
 * Where compressions wait for a core. Two lanes, so that one kind of picture cannot hold up
 * the other: `photo` for ordinary pictures (a 12 MP phone photo takes about 0.1 s) and `large`
 * for pictures that cost seconds to decode (many megapixels, or 16 bits per sample). Each lane
 * runs a few jobs at a time and lets only a few wait: when a lane is full the job is refused at
 * once (QueueFull) instead of waiting behind work it cannot see the end of. Waiting jobs are
 * taken in turn by uploader (the one served longest ago first), so one person sending many
 * pictures waits behind their own, not in front of everyone else.
 */
export type Lane = 'photo' | 'large';
export type LaneLimits = { slots: number; maxWaiting: number };

export class QueueFull extends Error {
  readonly lane: Lane;
  constructor(lane: Lane) {
    super(`compression lane ${lane} is full`);
    this.name = 'QueueFull';
    this.lane = lane;
  }
}

/** One uploader's jobs in a lane, and when the lane last started one of theirs (its turn order). */
type Uploader = { running: number; waiting: Array<() => void>; servedAt: number };

class LaneQueue {
  private running = 0;
  private waitingCount = 0;
  private tick = 0;
  private readonly uploaders = new Map<string, Uploader>();
  private readonly lane: Lane;
  private readonly limits: LaneLimits;

  constructor(lane: Lane, limits: LaneLimits) {
    this.lane = lane;
    this.limits = limits;
  }

  async run<T>(uploader: string, work: () => Promise<T>): Promise<T> {
    let own = this.uploaders.get(uploader);
    if (this.running >= this.limits.slots) {
      if (this.waitingCount >= this.limits.maxWaiting) throw new QueueFull(this.lane);
      if (!own) this.uploaders.set(uploader, (own = { running: 0, waiting: [], servedAt: 0 }));
      this.waitingCount++;
      // next() hands this job a slot when its uploader's turn comes.
      await new Promise<void>((start) => own!.waiting.push(start));
    } else {
      if (!own) this.uploaders.set(uploader, (own = { running: 0, waiting: [], servedAt: 0 }));
      this.running++;
      this.started(own);
    }
    try {
      return await work();
    } finally {
      own.running--;
      if (!own.running && !own.waiting.length) this.uploaders.delete(uploader);
      this.next();
    }
  }

  private started(own: Uploader): void {
    own.running++;
    own.servedAt = ++this.tick;
  }

  /** Hands a finished job's slot to the waiting uploader served longest ago (one never served first), or frees it. */
  private next(): void {
    let turn: Uploader | undefined;
    for (const candidate of this.uploaders.values()) {
      if (candidate.waiting.length && (!turn || candidate.servedAt < turn.servedAt)) turn = candidate;
    }
    if (!turn) {
      this.running--;
      return;
    }
    this.waitingCount--;
    this.started(turn);
    turn.waiting.shift()!();
  }

  get load() {
    return { running: this.running, waiting: this.waitingCount };
  }
}

export class CompressionQueue {
  private readonly lanes: Record<Lane, LaneQueue>;

  constructor(limits: Record<Lane, LaneLimits>) {
    this.lanes = { photo: new LaneQueue('photo', limits.photo), large: new LaneQueue('large', limits.large) };
  }

  /** Runs `work` when the lane has a free slot and it is this uploader's turn; throws QueueFull if too many wait. */
  run<T>(uploader: string, lane: Lane, work: () => Promise<T>): Promise<T> {
    return this.lanes[lane].run(uploader, work);
  }

  load(lane: Lane) {
    return this.lanes[lane].load;
  }
}
