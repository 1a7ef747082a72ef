import { describe, expect, it } from 'vitest';
import { UpstreamClock } from './upstream-clock.ts';

function clock() {
  let now = 1_000;
  const c = new UpstreamClock(() => now);
  return { c, at: (ms: number) => void (now = 1_000 + ms) };
}

describe('UpstreamClock: wall time waiting for the provider', () => {
  it('one call: its time', () => {
    const { c, at } = clock();
    at(10);
    const done = c.start();
    at(40);
    done();
    at(100);
    expect(c.ms).toBe(30);
    expect(c.calls).toBe(1);
  });

  it('overlapping calls count once (two parallel reads of 30 ms in 40 ms of wall time)', () => {
    const { c, at } = clock();
    const a = c.start();
    at(10);
    const b = c.start();
    at(30);
    a();
    at(40);
    b();
    expect(c.ms).toBe(40);
    expect(c.calls).toBe(2);
  });

  it('calls one after the other add up; the gaps between them do not count', () => {
    const { c, at } = clock();
    const a = c.start();
    at(20);
    a();
    at(50);
    const b = c.start();
    at(60);
    b();
    expect(c.ms).toBe(30);
  });

  it('a finish reported twice counts once', () => {
    const { c, at } = clock();
    const a = c.start();
    const b = c.start();
    at(10);
    a();
    a();
    at(20);
    expect(c.ms).toBe(20);
    b();
    expect(c.ms).toBe(20);
  });

  it('a call still out counts up to now, and after stop only up to the stop', () => {
    const { c, at } = clock();
    at(5);
    c.start();
    at(25);
    expect(c.ms).toBe(20);
    c.stop(1_000 + 30);
    at(500);
    expect(c.ms).toBe(25);
    // Nothing counts after the stop.
    c.start()();
    expect(c.calls).toBe(1);
  });

  it('stop cuts a stretch that ended after the answer', () => {
    const { c, at } = clock();
    const a = c.start();
    at(10);
    a();
    at(20);
    const b = c.start();
    at(50);
    b();
    c.stop(1_000 + 30);
    // 10 ms, then 20..30: the part of the second stretch past the stop is not waiting time.
    expect(c.ms).toBe(20);
  });

  it('no call: zero', () => {
    const { c } = clock();
    c.stop();
    expect(c.ms).toBe(0);
    expect(c.calls).toBe(0);
  });
});
