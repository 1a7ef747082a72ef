import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './breaker.ts';

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
