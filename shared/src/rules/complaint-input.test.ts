import { describe, expect, it } from 'vitest';
import { submitComplaint } from '../contract/complaint.ts';
import { COMPLAINT_LIMITS, FIELD_REQUIRED, complaintInput } from './complaint-input.ts';
import { firstProblem } from './form-check.ts';

const complaint = {
  nama: 'Agus Pratama', nomor_hp: '081355500011', email: '', sales_order_code: 'SO-20261122-0001', jenis_komplain: 'Pesanan terlambat',
  deskripsi: 'Galon belum datang.', solusi_diharapkan: 'Mohon dikirim hari ini.',
};

// The complaint page, the gateway's complaints.submit and the provider contract read a complaint through this one schema.
describe('complaint form schema', () => {
  it('lets a complaint through, trimmed, an empty e-mail as absent', () => {
    const parsed = complaintInput.parse({ ...complaint, nama: '  Agus ' });
    expect(parsed).toMatchObject({ nama: 'Agus' });
    expect(parsed.email).toBeUndefined();
    expect(complaintInput.parse({ ...complaint, email: ' agus@contoh.id ' }).email).toBe('agus@contoh.id');
    expect(submitComplaint.request).toBe(complaintInput);
  });

  it('asks for every field but the e-mail', () => {
    for (const name of ['nama', 'sales_order_code', 'jenis_komplain', 'deskripsi', 'solusi_diharapkan'] as const) {
      expect(firstProblem(complaintInput, { ...complaint, [name]: ' ' }), name).toBe(FIELD_REQUIRED);
    }
    expect(firstProblem(complaintInput, { ...complaint, nomor_hp: '' })).toBe('Nomor HP minimal 6 angka');
  });

  it('keeps each field to its limit, the phone to digits, the e-mail to an address', () => {
    expect(firstProblem(complaintInput, { ...complaint, deskripsi: 'x'.repeat(COMPLAINT_LIMITS.deskripsi) })).toBeNull();
    expect(firstProblem(complaintInput, { ...complaint, deskripsi: 'x'.repeat(COMPLAINT_LIMITS.deskripsi + 1) })).toBe('Maksimal 2000 karakter');
    expect(firstProblem(complaintInput, { ...complaint, nomor_hp: '1'.repeat(COMPLAINT_LIMITS.nomor_hp + 1) })).toBe('Maksimal 20 digit');
    expect(firstProblem(complaintInput, { ...complaint, nomor_hp: '0813-555' })).toBe('Hanya angka yang diperbolehkan');
    expect(firstProblem(complaintInput, { ...complaint, email: 'agus@' })).toBe('Email tidak valid');
  });
});
