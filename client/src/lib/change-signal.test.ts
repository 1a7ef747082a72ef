import { describe, expect, it, vi } from 'vitest';
import { changeSignal } from './change-signal.ts';

describe('changeSignal', () => {
  it('tells every listener of a change, and no longer one that has left', () => {
    const changes = changeSignal();
    const stays = vi.fn();
    const leaves = vi.fn();
    changes.subscribe(stays);
    const leave = changes.subscribe(leaves);
    changes.notify();
    leave();
    changes.notify();
    expect(stays).toHaveBeenCalledTimes(2);
    expect(leaves).toHaveBeenCalledTimes(1);
  });

  it('keeps each signal to its own listeners', () => {
    const cart = changeSignal();
    const queue = changeSignal();
    const listener = vi.fn();
    cart.subscribe(listener);
    queue.notify();
    expect(listener).not.toHaveBeenCalled();
  });
});
