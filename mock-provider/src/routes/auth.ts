import type { FastifyInstance } from 'fastify';
import { checkLogin, checkLoginDriver } from '@tulus/shared/contract/auth';
import { verifyPassword } from '../auth/password.ts';
import { signToken } from '../auth/token.ts';
import type { MockContext } from '../http/context.ts';
import { ProviderError } from '../http/errors.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: MockContext): void {
  // Login replies carry `token` beside `data`, so they build their envelope themselves.
  app.post(checkLogin.path, async (request) => {
    const input = checkLogin.request.safeParse(request.body ?? {});
    if (!input.success) throw new ProviderError(400, 'Email dan kata sandi tidak boleh kosong!');
    const row = ctx.db
      .prepare('SELECT customer_code, email, password_hash FROM customers WHERE email = ?')
      .get(input.data.email) as { customer_code: string; email: string; password_hash: string } | undefined;
    // Spec section 8: status_code 401 means 'Customer tidak ditemukan'.
    if (!row) throw new ProviderError(401, 'Customer tidak ditemukan');
    if (!verifyPassword(input.data.password, row.password_hash)) {
      throw new ProviderError(400, 'Login gagal. Silakan periksa email dan kata sandi Anda.');
    }
    const token = signToken({ role: 'customer', customer_code: row.customer_code, email: row.email }, ctx.config.TOKEN_SECRET, ctx.config.TOKEN_TTL_SECONDS, ctx.now());
    return { status: 'ok', status_code: 200, message: 'Login berhasil', token, data: { customer_code: row.customer_code } };
  });

  app.post(checkLoginDriver.path, async (request) => {
    const input = checkLoginDriver.request.safeParse(request.body ?? {});
    if (!input.success) throw new ProviderError(400, 'Email dan kata sandi tidak boleh kosong!');
    const row = ctx.db
      .prepare('SELECT id, nama, email, kd_cabang, password_hash FROM drivers WHERE email = ?')
      .get(input.data.email) as { id: number; nama: string; email: string; kd_cabang: string; password_hash: string } | undefined;
    if (!row || !verifyPassword(input.data.password, row.password_hash)) {
      throw new ProviderError(401, 'Login gagal. Silakan periksa email dan kata sandi Anda!');
    }
    const token = signToken({ role: 'driver', driver_id: row.id, kd_cabang: row.kd_cabang, email: row.email }, ctx.config.TOKEN_SECRET, ctx.config.TOKEN_TTL_SECONDS, ctx.now());
    return { status: 'ok', status_code: 200, message: 'Login berhasil', token, data: { id: row.id, kd_cabang: row.kd_cabang, email: row.email, nama: row.nama } };
  });
}
