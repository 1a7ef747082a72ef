import type { GeoPoint } from '@tulus/shared/rules/coordinates';

/** A point on the map; what counts as one (toGeoPoint) is the shared coordinate rule. */
export type { GeoPoint };

/** Spec section 9: the map opens around Jakarta at zoom 13 and flies to 15 on the device's location. */
export const DEFAULT_CENTRE: GeoPoint = { lat: -6.2, lng: 106.816 };
export const DEFAULT_ZOOM = 13;
export const LOCATED_ZOOM = 15;

/** Six decimals is about 10 cm: more would only be noise from the tap or the GPS. */
export function roundPoint(point: GeoPoint): GeoPoint {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { lat: round(point.lat), lng: round(point.lng) };
}

export function formatGeoPoint(point: GeoPoint): string {
  return `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`;
}
