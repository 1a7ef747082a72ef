import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type BreakerChange } from './breaker.ts';

function breaker(threshold = 3, coolDownMs = 1_000) {
  let now = 0;
  const b = new CircuitBreaker({ threshold, coolDownMs, now: () => now });
  return { b, advance: (ms: number) => void (now += ms) };
}

describe('CircuitBreaker', () => {
  it('opens after `threshold` consecutive failures and refuses calls while open', () => {
    const { b } = breaker();
    for (let i = 0; i < 2; i++) {
      expect(b.allow()).toBe(true);
      b.failure();
    }
    expect(b.state).toBe('closed');
    expect(b.allow()).toBe(true);
    b.failure();
    expect(b.state).toBe('open');
    expect(b.allow()).toBe(false);
  });

  it('an answer in between resets the count', () => {
    const { b } = breaker();
    b.failure();
    b.failure();
    b.success();
    b.failure();
    b.failure();
    expect(b.state).toBe('closed');
  });

  it('after the cool-down lets one trial through; its success closes the circuit', () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i++) b.failure();
    advance(999);
    expect(b.allow()).toBe(false);
    advance(1);
    expect(b.allow()).toBe(true);
    expect(b.state).toBe('half_open');
    // Others wait while the trial is out.
    expect(b.allow()).toBe(false);
    b.success();
    expect(b.state).toBe('closed');
    expect(b.allow()).toBe(true);
  });

  it('a failed trial opens it again for a whole cool-down', () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i++) b.failure();
    advance(1_000);
    expect(b.allow()).toBe(true);
    b.failure();
    expect(b.state).toBe('open');
    advance(500);
    expect(b.allow()).toBe(false);
    advance(500);
    expect(b.allow()).toBe(true);
  });

  it('threshold 0 turns it off', () => {
    const { b } = breaker(0);
    for (let i = 0; i < 100; i++) b.failure();
    expect(b.allow()).toBe(true);
    expect(b.state).toBe('closed');
  });
});

describe('CircuitBreaker reports each change of state once', () => {
  function reporting(threshold = 3, coolDownMs = 1_000) {
    let now = 0;
    const changes: BreakerChange[] = [];
    const b = new CircuitBreaker({ threshold, coolDownMs, now: () => now, onChange: (change) => void changes.push(change) });
    return { b, changes, advance: (ms: number) => void (now += ms) };
  }

  it('an outage: open (with the failures that opened it), a failed trial, open again, a good trial, closed (with the refusals and the outage time)', () => {
    const { b, changes, advance } = reporting();
    for (let i = 0; i < 3; i++) {
      b.allow();
      b.failure();
    }
    // More failures and refusals while open change nothing.
    b.failure();
    expect(b.allow()).toBe(false);
    expect(b.allow()).toBe(false);
    advance(1_000);
    expect(b.allow()).toBe(true);
    expect(b.allow()).toBe(false);
    b.failure();
    advance(1_000);
    expect(b.allow()).toBe(true);
    b.success();
    // Further answers while closed report nothing.
    b.success();
    expect(changes.map(({ previous, state }) => `${previous}>${state}`)).toEqual(['closed>open', 'open>half_open', 'half_open>open', 'open>half_open', 'half_open>closed']);
    expect(changes[0]).toEqual({ previous: 'closed', state: 'open', failures: 3, refused: 0, outageMs: 0 });
    expect(changes[1]).toMatchObject({ state: 'half_open', refused: 2, outageMs: 1_000 });
    expect(changes[2]).toMatchObject({ state: 'open', failures: 5, refused: 3 });
    expect(changes.at(-1)).toEqual({ previous: 'half_open', state: 'closed', failures: 0, refused: 3, outageMs: 2_000 });
  });

  it('a second outage counts its own refusals and time', () => {
    const { b, changes, advance } = reporting(1);
    b.failure();
    b.allow();
    advance(1_000);
    b.allow();
    b.success();
    advance(5_000);
    b.failure();
    advance(1_000);
    b.allow();
    b.success();
    expect(changes.filter((c) => c.state === 'closed')).toEqual([
      { previous: 'half_open', state: 'closed', failures: 0, refused: 1, outageMs: 1_000 },
      { previous: 'half_open', state: 'closed', failures: 0, refused: 0, outageMs: 1_000 },
    ]);
  });

  it('threshold 0 never reports', () => {
    const { b, changes } = reporting(0);
    for (let i = 0; i < 10; i++) b.failure();
    b.success();
    expect(changes).toEqual([]);
  });
});
