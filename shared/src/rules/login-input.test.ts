import { describe, expect, it } from 'vitest';
import { firstProblem, formProblems } from './form-check.ts';
import { LOGIN_FIELDS_REQUIRED } from './messages.ts';
import { loginInput } from './login-input.ts';

// The two login pages (customer, driver) and the gateway's auth.login / auth.driverLogin read the form through this one schema.
describe('login form schema', () => {
  it('lets a filled form through, the e-mail trimmed and the password as typed', () => {
    expect(firstProblem(loginInput, { email: 'rina@contoh.id', password: 'rahasia' })).toBeNull();
    expect(loginInput.parse({ email: '  rina@contoh.id ', password: ' rahasia ' })).toEqual({ email: 'rina@contoh.id', password: ' rahasia ' });
  });

  it('asks for both fields first, in the spec\'s words, whatever else is wrong', () => {
    expect(LOGIN_FIELDS_REQUIRED).toBe('Email dan kata sandi tidak boleh kosong!');
    for (const form of [{ email: '', password: '' }, { email: '   ', password: 'rahasia' }, { email: 'rina@', password: '' }, {}, { email: 'rina@contoh.id' }]) {
      expect(firstProblem(loginInput, form), JSON.stringify(form)).toBe(LOGIN_FIELDS_REQUIRED);
    }
  });

  it('then says a malformed e-mail is one, at the e-mail field', () => {
    expect(firstProblem(loginInput, { email: 'rina@', password: 'rahasia' })).toBe('Email tidak valid');
    expect(formProblems(loginInput, { email: 'rina', password: 'rahasia' })).toEqual({ formErrors: [], fieldErrors: { email: ['Email tidak valid'] } });
  });

  it('keeps the provider\'s lengths', () => {
    expect(firstProblem(loginInput, { email: `${'r'.repeat(250)}@contoh.id`, password: 'rahasia' })).toBe('Email maksimal 254 karakter');
    expect(firstProblem(loginInput, { email: 'rina@contoh.id', password: 'p'.repeat(129) })).toBe('Password maksimal 128 karakter');
  });
});
