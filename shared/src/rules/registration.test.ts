import { describe, expect, it } from 'vitest';
import { FILL_ALL_FIELDS, PASSWORD_MISMATCH } from './messages.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem, registrationFormProblem } from './registration.ts';

const form = { nama_lengkap: 'Budi Santoso', email: 'budi@contoh.id', password: 'Rahasia123!', confirm_password: 'Rahasia123!' };

describe('passwordProblem', () => {
  it('takes a password from the minimum to the maximum length', () => {
    expect(passwordProblem('x'.repeat(MIN_PASSWORD_LENGTH))).toBeNull();
    expect(passwordProblem('x'.repeat(MAX_PASSWORD_LENGTH))).toBeNull();
  });

  it('says which bound a password misses', () => {
    expect(passwordProblem('x'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe('Kata sandi minimal 6 karakter');
    expect(passwordProblem('x'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe('Kata sandi maksimal 128 karakter');
  });
});

describe('registrationFormProblem', () => {
  it('accepts a complete form', () => {
    expect(registrationFormProblem(form)).toBeNull();
  });

  it('asks for every field first, a blank name or e-mail counting as missing', () => {
    for (const missing of [{ nama_lengkap: '  ' }, { email: '' }, { password: '' }, { confirm_password: '' }]) {
      expect(registrationFormProblem({ ...form, ...missing })).toEqual({ field: 'form', message: FILL_ALL_FIELDS });
    }
  });

  it('then the mismatch, before the password rule (spec section 5 order)', () => {
    expect(registrationFormProblem({ ...form, password: 'abc', confirm_password: 'abd' })).toEqual({ field: 'confirm_password', message: PASSWORD_MISMATCH });
    expect(registrationFormProblem({ ...form, password: 'abc', confirm_password: 'abc' })).toEqual({ field: 'password', message: 'Kata sandi minimal 6 karakter' });
  });
});
