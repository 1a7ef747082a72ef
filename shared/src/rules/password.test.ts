import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, passwordProblem } from './password.ts';

describe('passwordProblem', () => {
  it('refuses fewer than 8 characters with the message the form shows', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(passwordProblem('')).toBe('Kata sandi minimal 8 karakter.');
    expect(passwordProblem('Rahasia')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('1234567')).toBe(PASSWORD_TOO_SHORT);
  });

  it('accepts 8 characters of any kind, spaces and other scripts included', () => {
    expect(passwordProblem('Rahasia1')).toBeNull();
    expect(passwordProblem('aaaaaaaa')).toBeNull();
    expect(passwordProblem('kata sandi')).toBeNull();
    expect(passwordProblem('空気水分子分子水')).toBeNull();
  });

  it('counts characters as a person sees them, not UTF-16 units', () => {
    // Four emoji are eight UTF-16 units but four characters.
    expect(passwordProblem('💧💧💧💧')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('💧'.repeat(8))).toBeNull();
  });

  it('accepts 128 characters and refuses more', () => {
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe(PASSWORD_TOO_LONG);
  });
});
