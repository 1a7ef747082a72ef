import type { FastifyInstance } from 'fastify';
import {
  getCustomerByEmail,
  getDetailCustomer,
  updateDetailCustomer,
  type CustomerProfile,
} from '@tulus/shared/contract/customer';
import { RETURN_CUSTOMER_NOT_FOUND } from '@tulus/shared/rules/messages';
import type { MockContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';

// Spec section 8 (profile) and section 2 strings.
const PROFILE_NOT_FOUND = 'Data tidak ditemukan.';
const PROFILE_UPDATED = 'Informasi Akun berhasil diubah!';

const PROFILE_COLUMNS = `nama_lengkap, status_customer, customer_code, email, nomor_hp, jalan, kode_pos, rt, rw,
  kelurahan, kecamatan, kabupaten_kota, provinsi, latitude, longitude`;

export function registerCustomerRoutes(app: FastifyInstance, ctx: MockContext): void {
  const selectProfile = ctx.db.prepare(`SELECT ${PROFILE_COLUMNS} FROM customers WHERE customer_code = ?`);
  const updateProfile = ctx.db.prepare(`UPDATE customers SET jalan = ?, kode_pos = ?, rt = ?, rw = ?, kelurahan = ?,
    kecamatan = ?, kabupaten_kota = ?, provinsi = ?, nomor_hp = ?, latitude = ?, longitude = ? WHERE customer_code = ?`);
  const selectByEmail = ctx.db.prepare('SELECT nama_lengkap, customer_code FROM customers WHERE email = ?');

  /** The token holder's own profile: someone else's code is refused, not looked up. */
  const ownProfile = (requested: string, holder: string): CustomerProfile => {
    if (requested !== holder) throw forbidden();
    const row = selectProfile.get(holder) as CustomerProfile | undefined;
    if (!row) throw notFound(PROFILE_NOT_FOUND);
    return row;
  };

  route(app, ctx, getDetailCustomer, ({ input, auth }) => ownProfile(input.customer_code, auth.customer_code));

  route(app, ctx, updateDetailCustomer, ({ input, auth }) => {
    ownProfile(input.customer_code, auth.customer_code);
    updateProfile.run(input.jalan, input.kode_pos, input.rt, input.rw, input.kelurahan, input.kecamatan,
      input.kabupaten_kota, input.provinsi, input.nomor_hp ?? '', input.latitude, input.longitude, auth.customer_code);
    return ownProfile(auth.customer_code, auth.customer_code);
  }, { message: PROFILE_UPDATED });

  route(app, ctx, getCustomerByEmail, ({ input }) => {
    const row = selectByEmail.get(input.email) as { nama_lengkap: string; customer_code: string } | undefined;
    if (!row) throw notFound(RETURN_CUSTOMER_NOT_FOUND);
    return row;
  });
}
