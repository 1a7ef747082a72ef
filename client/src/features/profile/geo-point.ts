/** A point on the map. The provider stores coordinates as numbers, numeric text or 'N/A'. */
export type GeoPoint = { lat: number; lng: number };

/** Spec section 9: the map opens around Jakarta at zoom 13 and flies to 15 on the device's location. */
export const DEFAULT_CENTRE: GeoPoint = { lat: -6.2, lng: 106.816 };
export const DEFAULT_ZOOM = 13;
export const LOCATED_ZOOM = 15;

function coordinate(value: string | number | null | undefined, limit: number): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '' || text.toUpperCase() === 'N/A') return null;
  const n = Number(text);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** Both halves or nothing: a lone latitude would put the pin on the meridian. */
export function toGeoPoint(lat: string | number | null | undefined, lng: string | number | null | undefined): GeoPoint | null {
  const la = coordinate(lat, 90);
  const lo = coordinate(lng, 180);
  return la === null || lo === null ? null : { lat: la, lng: lo };
}

/** Six decimals is about 10 cm: more would only be noise from the tap or the GPS. */
export function roundPoint(point: GeoPoint): GeoPoint {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { lat: round(point.lat), lng: round(point.lng) };
}

export function formatGeoPoint(point: GeoPoint): string {
  return `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`;
}
