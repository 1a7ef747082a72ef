import { describe, expect, it } from 'vitest';
import { FILL_ALL_FIELDS, PASSWORD_MISMATCH } from './messages.ts';
import { PASSWORD_TOO_SHORT } from './password.ts';
import { registrationFormProblem } from './registration.ts';

const form = { nama_lengkap: 'Budi Santoso', email: 'budi@contoh.id', password: 'Rahasia123!', confirm_password: 'Rahasia123!' };

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
    expect(registrationFormProblem({ ...form, password: 'abc', confirm_password: 'abc' })).toEqual({ field: 'password', message: PASSWORD_TOO_SHORT });
  });
});
