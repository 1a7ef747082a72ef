import { z } from 'zod';
import { LOGIN_FIELDS_REQUIRED } from './messages.ts';

/**
 * The customer's and the driver's login form, for the page (before anything is sent) and the
 * gateway's auth.login / auth.driverLogin. Spec section 5: both fields required, else one message
 * and no request; then the e-mail's form (the provider refuses a malformed address as if it were
 * empty, so we say what is wrong instead).
 */
export const loginInput = z
  .object({
    email: z.string({ error: LOGIN_FIELDS_REQUIRED }).trim().max(254, 'Email maksimal 254 karakter'),
    password: z.string({ error: LOGIN_FIELDS_REQUIRED }).max(128, 'Password maksimal 128 karakter'),
  })
  .superRefine((form, ctx) => {
    if (!form.email || !form.password) return void ctx.addIssue({ code: 'custom', message: LOGIN_FIELDS_REQUIRED, path: [] });
    if (!z.email().safeParse(form.email).success) ctx.addIssue({ code: 'custom', message: 'Email tidak valid', path: ['email'] });
  });

export type LoginInput = z.input<typeof loginInput>;
