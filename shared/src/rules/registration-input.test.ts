import { describe, expect, it } from 'vitest';
import { FILL_ALL_FIELDS, PASSWORD_MISMATCH } from './messages.ts';
import { registrationInput, registrationInputProblem } from './registration-input.ts';

const form = { nama_lengkap: 'Rina Wulandari', email: 'rina@contoh.id', nomor_hp: '', password: 'rahasia123', confirm_password: 'rahasia123', kode_referral: '' };

// The registration page and the gateway's auth.requestOtp read the form through this one schema.
describe('registration form schema', () => {
  it('lets a complete form through, trimmed', () => {
    expect(registrationInputProblem(form)).toBeNull();
    expect(registrationInput.parse({ ...form, nama_lengkap: '  Rina  ', email: ' rina@contoh.id ' })).toMatchObject({ nama_lengkap: 'Rina', email: 'rina@contoh.id' });
  });

  it("says the spec's problems in the spec's order", () => {
    expect(registrationInputProblem({ ...form, email: '  ', password: 'a', confirm_password: 'b' })).toBe(FILL_ALL_FIELDS);
    expect(registrationInputProblem({ ...form, confirm_password: 'rahasia124' })).toBe(PASSWORD_MISMATCH);
  });

  it("then the provider's own rules, in Indonesian, before anything is sent", () => {
    expect(registrationInputProblem({ ...form, email: 'rina@' })).toBe('Email tidak valid');
    expect(registrationInputProblem({ ...form, nama_lengkap: 'R'.repeat(101) })).toBe('Nama lengkap maksimal 100 karakter');
    expect(registrationInputProblem({ ...form, nomor_hp: '0812-3' })).toBe('Nomor HP hanya boleh berisi angka');
    expect(registrationInputProblem({ ...form, kode_referral: 'K'.repeat(33) })).toBe('Kode referral maksimal 32 karakter');
  });
});
