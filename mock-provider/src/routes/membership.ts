import type { FastifyInstance } from 'fastify';
import { upgradeMembership, type MembershipApplication } from '@tulus/shared/contract/membership';
import { MEMBERSHIP_FIELDS_REQUIRED, MEMBERSHIP_SUCCESS } from '@tulus/shared/rules/messages';
import type { MockContext } from '../http/context.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { detectExtension } from '../http/uploads.ts';
import { nowIso } from './order.ts';

// Spec section 2: the application's files accept images or pdf.
const DOCUMENT_TYPES: readonly string[] = ['jpg', 'png', 'pdf'];
const PENDING = 'diajukan';

function refuseRepeat(ctx: MockContext, customerCode: string): void {
  const { status_customer } = ctx.db
    .prepare('SELECT status_customer FROM customers WHERE customer_code = ?')
    .get(customerCode) as { status_customer: string };
  // sahabat_baru and sahabat_karib are sahabat levels too: only a member has something to apply for.
  if (status_customer.startsWith('sahabat')) throw conflict('Anda sudah terdaftar sebagai Sahabat.');
  const pending = ctx.db
    .prepare('SELECT id FROM membership_applications WHERE customer_code = ? AND status = ?')
    .get(customerCode, PENDING);
  if (pending) throw conflict('Pengajuan Sahabat Anda sedang diproses. Mohon tunggu hasilnya.');
}

export function registerMembershipRoutes(app: FastifyInstance, ctx: MockContext): void {
  route(app, ctx, upgradeMembership, ({ input, auth, files }): MembershipApplication => {
    if (input.customer_code !== auth.customer_code) throw forbidden();
    const { image_ktp: ktp, image_photo_profile: photo } = files;
    if (!ktp || !photo) throw badRequest(MEMBERSHIP_FIELDS_REQUIRED);
    // Checked before storing either file, so a bad second file leaves no orphan first one.
    if (![ktp, photo].every((file) => DOCUMENT_TYPES.includes(detectExtension(file) ?? ''))) {
      throw badRequest('File harus berupa gambar (jpg, jpeg, png) atau pdf.');
    }
    const branch = ctx.db.prepare('SELECT kd_cabang FROM branches WHERE kd_cabang = ?').get(input.kd_cabang);
    if (!branch) throw badRequest('Cabang tidak ditemukan.');
    refuseRepeat(ctx, auth.customer_code);
    const imageKtp = ctx.uploads.save(ktp, DOCUMENT_TYPES);
    const imagePhoto = ctx.uploads.save(photo, DOCUMENT_TYPES);
    const createdAt = nowIso(ctx);
    const { lastInsertRowid } = ctx.db
      .prepare(`INSERT INTO membership_applications (customer_code, type_of_membership, kd_cabang, image_ktp, image_photo_profile, status, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`)
      .run(auth.customer_code, input.type_of_membership, input.kd_cabang, imageKtp, imagePhoto, PENDING, createdAt);
    return {
      id: Number(lastInsertRowid),
      customer_code: auth.customer_code,
      type_of_membership: input.type_of_membership,
      kd_cabang: input.kd_cabang,
      status: PENDING,
      created_at: createdAt,
    };
  }, { message: MEMBERSHIP_SUCCESS });
}
