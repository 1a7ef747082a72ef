import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lowerLibvipsThreads, PICTURE_WORK_NICE } from './thread-priority.ts';

const threadsNamed = (name: string) =>
  readdirSync('/proc/self/task').filter((tid) => {
    try {
      return readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === name;
    } catch {
      return false;
    }
  });

// Per-thread nice values are Linux's; elsewhere these functions do nothing.
describe.runIf(existsSync('/proc/self/task'))('picture work runs below the event loop', () => {
  it('a thread that lowers itself (the upload worker) leaves the thread that started it as it was', async () => {
    const before = getPriority();
    const module = new URL('./thread-priority.ts', import.meta.url).href;
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       import(${JSON.stringify(module)}).then((m) => { m.lowerThisThread(); parentPort.postMessage(require('node:os').getPriority()); });`,
      { eval: true },
    );
    const [own] = (await new Promise((resolve) => worker.once('message', (nice) => resolve([nice])))) as [number];
    await worker.terminate();
    expect(own).toBe(PICTURE_WORK_NICE);
    expect(getPriority()).toBe(before);
  });

  it("libvips' worker threads are found by name and lowered", async () => {
    await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#336699' } }).resize(100).jpeg().toBuffer();
    const libvips = threadsNamed('libvips worker');
    expect(libvips.length).toBeGreaterThan(0);
    lowerLibvipsThreads();
    expect(libvips.map((tid) => getPriority(Number(tid)))).toEqual(libvips.map(() => PICTURE_WORK_NICE));
    expect(threadsNamed('MainThread').map((tid) => getPriority(Number(tid)))).not.toContain(PICTURE_WORK_NICE);
  });
});
