import { describe, it, expect } from 'vitest';
import { isTrue } from './text-bool.ts';

describe('isTrue', () => {
  it('accepts the boolean true and the provider text true', () => {
    expect(isTrue(true)).toBe(true);
    expect(isTrue('true')).toBe(true);
    expect(isTrue(' TRUE ')).toBe(true);
  });

  it('treats everything else as false', () => {
    for (const value of [false, 'false', '', '1', 1, 'yes', null, undefined, {}]) {
      expect(isTrue(value)).toBe(false);
    }
  });
});
