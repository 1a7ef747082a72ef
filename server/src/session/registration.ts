import { z } from 'zod';
import type { Sealer } from './seal.ts';

export const REGISTRATION_COOKIE = 'tulus_registration';
const TTL_SECONDS = 30 * 60;

const registration = z.object({
  to: z.string(),
  email: z.string(),
  password: z.string(),
  nama_lengkap: z.string(),
  nomor_hp: z.string(),
  kode_referral: z.string().optional(),
  exp: z.number(),
});
export type PendingRegistration = z.infer<typeof registration>;

export const pendingRegistration = (data: Omit<PendingRegistration, 'exp'>): PendingRegistration => ({
  ...data,
  exp: Math.floor(Date.now() / 1000) + TTL_SECONDS,
});

/** The registration waiting for its OTP, or null if absent, forged or older than 30 minutes. */
export function readRegistration(sealer: Sealer, cookie: string | undefined): PendingRegistration | null {
  if (!cookie) return null;
  const parsed = registration.safeParse(sealer.unseal(cookie));
  if (!parsed.success || parsed.data.exp * 1000 < Date.now()) return null;
  return parsed.data;
}
