import { z } from 'zod';
import { definePath } from './envelope.ts';

const email = z.string().trim().min(1).max(254).pipe(z.email());
const password = z.string().min(1).max(128);

export const loginRequest = z.object({ email, password });

/** Customer login: the token is a JWT whose `exp` (seconds) the client reads. */
export const checkLogin = definePath({
  path: '/check-login',
  auth: 'public',
  body: 'json',
  request: loginRequest,
  response: z.object({
    status: z.literal('ok'),
    status_code: z.literal(200),
    message: z.string(),
    token: z.string(),
    data: z.object({ customer_code: z.string() }),
  }),
});

export const driverData = z.object({
  id: z.number().int(),
  kd_cabang: z.string(),
  email: z.string(),
  nama: z.string(),
});
export type DriverData = z.infer<typeof driverData>;

export const checkLoginDriver = definePath({
  path: '/check-login-driver',
  auth: 'public',
  body: 'json',
  request: loginRequest,
  response: z.object({
    status: z.literal('ok'),
    status_code: z.literal(200),
    message: z.string(),
    token: z.string(),
    data: driverData,
  }),
});
