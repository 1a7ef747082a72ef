import { describe, expect, it } from 'vitest';
import { holdsRegistration, registrationTyping } from './registration-draft.ts';

const EMPTY = { nama_lengkap: '', email: '', nomor_hp: '', kode_referral: '' };

describe('the registration typing a draft keeps', () => {
  it('is the name, the e-mail, the phone and the referral code, never a password', () => {
    const form = { nama_lengkap: 'Dewi', email: 'd@contoh.id', nomor_hp: '0812', kode_referral: 'AB', password: 'Rahasia123!', confirm_password: 'Rahasia123!' };
    expect(registrationTyping(form)).toEqual({ nama_lengkap: 'Dewi', email: 'd@contoh.id', nomor_hp: '0812', kode_referral: 'AB' });
  });

  it('is worth keeping once a kept field holds more than spaces; a password alone is not', () => {
    expect(holdsRegistration(EMPTY)).toBe(false);
    expect(holdsRegistration({ ...EMPTY, nama_lengkap: '  ' })).toBe(false);
    expect(holdsRegistration({ ...EMPTY, password: 'Rahasia123!' } as typeof EMPTY)).toBe(false);
    expect(holdsRegistration({ ...EMPTY, nomor_hp: '0' })).toBe(true);
  });
});
