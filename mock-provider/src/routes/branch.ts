import type { FastifyInstance } from 'fastify';
import { getDetailKdCabang, getListKdCabang, getListKdCabangUser, type Branch } from '@tulus/shared/contract/branch';
import { toGeoPoint } from '@tulus/shared/rules/coordinates';
import type { MockContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';

type BranchRow = { kd_cabang: string; nm_cabang: string; telp: string | null; alamat: string; latitude: number; longitude: number; sts: 0 | 1 };

const toWire = (row: BranchRow, distance?: number | null): Branch => ({
  kd_cabang: row.kd_cabang,
  nm_cabang: row.nm_cabang,
  telp: row.telp,
  Alamat: row.alamat,
  ...(distance !== undefined ? { distance } : {}),
  sts: row.sts,
});

/** Great-circle distance in metres (haversine): good enough to rank branches by nearness. */
function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(a)));
}

export function registerBranchRoutes(app: FastifyInstance, ctx: MockContext): void {
  const all = () => ctx.db.prepare('SELECT * FROM branches ORDER BY nm_cabang').all() as BranchRow[];

  route(app, ctx, getListKdCabang, () => all().map((row) => toWire(row)));

  route(app, ctx, getListKdCabangUser, ({ input, auth }) => {
    if (input.customer_code !== auth.customer_code) throw forbidden();
    const active = ctx.db
      .prepare("SELECT latitude, longitude FROM addresses WHERE customer_code = ? AND is_active = 1")
      .get(auth.customer_code) as { latitude: string; longitude: string } | undefined;
    const from = active ? toGeoPoint(active.latitude, active.longitude) : null;
    return all()
      .map((row) => toWire(row, from ? distanceMetres(from.lat, from.lng, row.latitude, row.longitude) : null))
      .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
  });

  route(app, ctx, getDetailKdCabang, ({ input }) => {
    const row = ctx.db.prepare('SELECT * FROM branches WHERE kd_cabang = ?').get(input.kd_cabang) as BranchRow | undefined;
    if (!row) throw notFound('Cabang tidak ditemukan');
    return toWire(row);
  });
}
