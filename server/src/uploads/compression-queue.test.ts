import { describe, expect, it } from 'vitest';
import { CompressionQueue, QueueFull } from './compression-queue.ts';

/** A job the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: async () => { log.push(name); await done; return name; }, finish };
}

/** Lets the queue hand a freed slot on (a job's `finally` runs a few microtasks after it settles). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('CompressionQueue', () => {
  it('refuses a job at once when its lane runs all it may and enough wait; takes one again when a slot frees', async () => {
    const queue = new CompressionQueue({ photo: { slots: 1, maxWaiting: 2 }, large: { slots: 1, maxWaiting: 0 } });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => gate(log, name));
    const results = jobs.map((job, i) => queue.run(`uploader-${i}`, 'photo', job.work));
    expect(queue.load('photo')).toEqual({ running: 1, waiting: 2 });
    await expect(queue.run('uploader-3', 'photo', async () => 'd')).rejects.toBeInstanceOf(QueueFull);
    jobs[0]!.finish();
    await expect(results[0]).resolves.toBe('a');
    await settle();
    expect(queue.load('photo')).toEqual({ running: 1, waiting: 1 });
    const later = queue.run('uploader-3', 'photo', async () => 'd');
    jobs[1]!.finish();
    jobs[2]!.finish();
    await expect(Promise.all([...results, later])).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(queue.load('photo')).toEqual({ running: 0, waiting: 0 });
  });

  it('takes waiting jobs in turn by uploader: one sending many waits behind their own', async () => {
    const queue = new CompressionQueue({ photo: { slots: 1, maxWaiting: 10 }, large: { slots: 1, maxWaiting: 10 } });
    const log: string[] = [];
    const flood = ['f1', 'f2', 'f3', 'f4'].map((name) => gate(log, name));
    const other = gate(log, 'o1');
    const results = flood.map((job) => queue.run('flooder', 'photo', job.work));
    results.push(queue.run('someone-else', 'photo', other.work));
    for (const job of [...flood, other]) {
      job.finish();
      await settle();
    }
    await Promise.all(results);
    expect(log).toEqual(['f1', 'o1', 'f2', 'f3', 'f4']);
  });

  it('a full lane of large pictures does not hold up a photo', async () => {
    const queue = new CompressionQueue({ photo: { slots: 1, maxWaiting: 2 }, large: { slots: 1, maxWaiting: 1 } });
    const log: string[] = [];
    const large = [gate(log, 'large-1'), gate(log, 'large-2')];
    const pending = large.map((job) => queue.run('flooder', 'large', job.work));
    await expect(queue.run('flooder', 'large', async () => 'large-3')).rejects.toBeInstanceOf(QueueFull);
    await expect(queue.run('someone-else', 'photo', async () => 'photo')).resolves.toBe('photo');
    for (const job of large) job.finish();
    await Promise.all(pending);
  });

  it('a job that fails frees its slot for the next', async () => {
    const queue = new CompressionQueue({ photo: { slots: 1, maxWaiting: 1 }, large: { slots: 1, maxWaiting: 1 } });
    const failing = queue.run('a', 'photo', async () => {
      throw new Error('broken picture');
    });
    const next = queue.run('b', 'photo', async () => 'next');
    await expect(failing).rejects.toThrow('broken picture');
    await expect(next).resolves.toBe('next');
    expect(queue.load('photo')).toEqual({ running: 0, waiting: 0 });
  });
});
