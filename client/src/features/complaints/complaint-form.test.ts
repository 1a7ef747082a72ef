import { describe, expect, it } from 'vitest';
import { EMPTY_COMPLAINT, complaintProblems, holdsComplaint, knownCustomer, prefill } from './complaint-form.ts';

const filled = {
  nama: 'Agus Pratama', nomor_hp: '081355500011', email: '', sales_order_code: 'SO-20261122-0001', jenis_komplain: 'Pesanan terlambat',
  deskripsi: 'Galon belum datang.', solusi_diharapkan: 'Mohon dikirim hari ini.',
};

// The complaint page checks with the gateway's own schema and shows each message beside its field.
describe('complaint form', () => {
  it('lets a complete complaint through, the e-mail optional', () => {
    expect(complaintProblems(filled)).toEqual({});
    expect(complaintProblems({ ...filled, email: 'agus@contoh.id' })).toEqual({});
  });

  it('marks each empty required field "Wajib diisi", as the page showed from the gateway before', () => {
    const known = knownCustomer({ nama_lengkap: 'Agus Pratama', nomor_hp: '0813-5550-0011', email: 'agus@contoh.id' });
    const problems = complaintProblems(prefill(EMPTY_COMPLAINT, known));
    expect(problems).toEqual({
      sales_order_code: ['Wajib diisi'], jenis_komplain: ['Wajib diisi'], deskripsi: ['Wajib diisi'], solusi_diharapkan: ['Wajib diisi'],
    });
  });

  it('says what is wrong with the phone and the e-mail', () => {
    expect(complaintProblems({ ...filled, nomor_hp: '0813' }).nomor_hp).toEqual(['Nomor HP minimal 6 angka']);
    expect(complaintProblems({ ...filled, email: 'agus@' }).email).toEqual(['Email tidak valid']);
    expect(complaintProblems({ ...filled, deskripsi: '   ' }).deskripsi).toEqual(['Wajib diisi']);
  });

  it('fills in who is complaining without overwriting what was typed', () => {
    const known = knownCustomer({ nama_lengkap: 'Agus Pratama', nomor_hp: '0813-5550-0011', email: 'agus@contoh.id' });
    expect(known.nomor_hp).toBe('081355500011');
    expect(prefill({ ...EMPTY_COMPLAINT, nama: 'Pak Agus' }, known)).toMatchObject({ nama: 'Pak Agus', nomor_hp: '081355500011', email: 'agus@contoh.id' });
  });

  it('is worth keeping as a draft once it holds the complaint itself, not for who is complaining or the order alone', () => {
    const known = knownCustomer({ nama_lengkap: 'Agus Pratama', nomor_hp: '0813-5550-0011', email: 'agus@contoh.id' });
    expect(holdsComplaint(prefill({ ...EMPTY_COMPLAINT, sales_order_code: 'SO-20261122-0001' }, known))).toBe(false);
    expect(holdsComplaint({ ...EMPTY_COMPLAINT, jenis_komplain: 'Pesanan terlambat' })).toBe(true);
    expect(holdsComplaint({ ...EMPTY_COMPLAINT, deskripsi: 'G' })).toBe(true);
    expect(holdsComplaint({ ...EMPTY_COMPLAINT, solusi_diharapkan: 'Tukar' })).toBe(true);
  });
});
