import type { FastifyInstance } from 'fastify';
import {
  MAX_ADDRESSES_PER_CUSTOMER,
  addMasterCustomerAddress,
  deleteMasterCustomerAddress,
  getAllMasterCustomerAddress,
  updateActiveAddress,
  updateMasterCustomerAddress,
  type Address,
} from '@tulus/shared/contract/address';
import { NO_COORDINATE, isUnsetCoordinate } from '@tulus/shared/rules/coordinates';
import { transaction } from '../db/open.ts';
import type { MockContext } from '../http/context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';

const ACTIVE_ADDRESS_NOT_DELETABLE = 'Alamat aktif tidak dapat dihapus.';
const ADDRESS_NOT_FOUND = 'Alamat tidak ditemukan';

const EDITABLE = ['header_name', 'jalan', 'kode_pos', 'rt', 'rw', 'kelurahan', 'kecamatan', 'kabupaten_kota', 'provinsi', 'latitude', 'longitude'] as const;

type AddressRow = Omit<Address, 'is_active' | 'latitude' | 'longitude'> & { latitude: string; longitude: string; is_active: 0 | 1 };
type AddressFields = Partial<Record<(typeof EDITABLE)[number], string | number | null>>;
const COLUMNS = `id, ${EDITABLE.join(', ')}, is_active`;

const toWire = (row: AddressRow): Address => ({ ...row, is_active: row.is_active === 1 ? 'true' : 'false' });

/** Coordinates are stored as text like the profile's: a number, or 'N/A' when unset. */
function stored(field: (typeof EDITABLE)[number], value: string | number | null): string {
  if (field === 'latitude' || field === 'longitude') return isUnsetCoordinate(value) ? NO_COORDINATE : String(value).trim();
  return String(value ?? '');
}

function assertOwnCode(sent: string | undefined, own: string): void {
  if (sent !== undefined && sent !== own) throw forbidden();
}

export function registerAddressRoutes(app: FastifyInstance, ctx: MockContext): void {
  const find = (id: number) => ctx.db.prepare(`SELECT ${COLUMNS} FROM addresses WHERE id = ?`).get(id) as AddressRow | undefined;

  /** Someone else's address answers like a missing one: 404 reveals nothing and keeps the session. */
  const findOwn = (id: number, customerCode: string): AddressRow => {
    const row = ctx.db.prepare(`SELECT ${COLUMNS} FROM addresses WHERE id = ? AND customer_code = ?`).get(id, customerCode) as AddressRow | undefined;
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return row;
  };

  /** Spec section 4: a lone inactive address becomes active automatically. */
  const activateLoneAddress = (customerCode: string) => {
    ctx.db
      .prepare(`UPDATE addresses SET is_active = 1 WHERE customer_code = ?1
        AND (SELECT COUNT(*) FROM addresses WHERE customer_code = ?1) = 1`)
      .run(customerCode);
  };

  route(app, ctx, addMasterCustomerAddress, ({ input, auth }) => {
    assertOwnCode(input.customer_code, auth.customer_code);
    const id = transaction(ctx.db, () => {
      const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE customer_code = ?').get(auth.customer_code) as { n: number };
      if (n >= MAX_ADDRESSES_PER_CUSTOMER) throw badRequest(`Jumlah alamat maksimal ${MAX_ADDRESSES_PER_CUSTOMER}.`);
      const { lastInsertRowid } = ctx.db
        .prepare(`INSERT INTO addresses (customer_code, ${EDITABLE.join(', ')}, is_active) VALUES (?, ${EDITABLE.map(() => '?').join(', ')}, 0)`)
        .run(auth.customer_code, ...EDITABLE.map((field) => stored(field, input[field])));
      activateLoneAddress(auth.customer_code);
      return Number(lastInsertRowid);
    });
    return toWire(find(id)!);
  }, { message: 'Alamat berhasil ditambahkan!' });

  route(app, ctx, getAllMasterCustomerAddress, ({ input, auth }) => {
    assertOwnCode(input.customer_code, auth.customer_code);
    const rows = ctx.db
      .prepare(`SELECT ${COLUMNS} FROM addresses WHERE customer_code = ? ORDER BY is_active DESC, id`)
      .all(auth.customer_code) as AddressRow[];
    return rows.map(toWire);
  }, { message: 'Daftar alamat berhasil diambil' });

  route(app, ctx, updateActiveAddress, ({ input, auth }) => {
    assertOwnCode(input.customer_code, auth.customer_code);
    transaction(ctx.db, () => {
      findOwn(input.customer_address_id, auth.customer_code);
      ctx.db
        .prepare('UPDATE addresses SET is_active = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE customer_code = ?')
        .run(input.customer_address_id, auth.customer_code);
    });
    return toWire(find(input.customer_address_id)!);
  }, { message: 'Alamat aktif berhasil diperbarui' });

  route(app, ctx, deleteMasterCustomerAddress, ({ input, auth }) => {
    assertOwnCode(input.customer_code, auth.customer_code);
    transaction(ctx.db, () => {
      const row = findOwn(input.customer_address_id, auth.customer_code);
      if (row.is_active === 1) throw badRequest(ACTIVE_ADDRESS_NOT_DELETABLE);
      ctx.db.prepare('DELETE FROM addresses WHERE id = ?').run(row.id);
      activateLoneAddress(auth.customer_code);
    });
    return { id: input.customer_address_id };
  }, { message: 'Alamat berhasil dihapus' });

  route(app, ctx, updateMasterCustomerAddress, ({ input, auth }) => {
    assertOwnCode(input.customer_code, auth.customer_code);
    const fields: AddressFields = input;
    const changed = EDITABLE.filter((field) => fields[field] !== undefined);
    transaction(ctx.db, () => {
      findOwn(input.customer_address_id, auth.customer_code);
      if (changed.length === 0) return;
      ctx.db
        .prepare(`UPDATE addresses SET ${changed.map((field) => `${field} = ?`).join(', ')} WHERE id = ?`)
        .run(...changed.map((field) => stored(field, fields[field] ?? null)), input.customer_address_id);
    });
    return toWire(find(input.customer_address_id)!);
  }, { message: 'Alamat berhasil diperbarui!' });
}
