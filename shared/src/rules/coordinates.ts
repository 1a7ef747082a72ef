// Profiles, addresses and branches carry coordinates as numbers or text, and the provider stores
// the text 'N/A' for "not set". Every reader (checkout, branch chooser, map, forms, contract, mock)
// decides what a coordinate is here, so a point the map shows is a point the checkout accepts.

/** What the provider stores for a coordinate that was never set. */
export const NO_COORDINATE = 'N/A';
export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

export type CoordinateValue = number | string | null | undefined;
export type Coordinates = { latitude?: CoordinateValue; longitude?: CoordinateValue };
export type GeoPoint = { lat: number; lng: number };

// Plain decimal text only: Number() would also take '1e2', '0x1f' or 'Infinity'.
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** Not set: nothing, blank text, or the provider's 'N/A' (in any case). */
export function isUnsetCoordinate(value: CoordinateValue): boolean {
  if (value === null || value === undefined) return true;
  const text = String(value).trim();
  return text === '' || text.toUpperCase() === NO_COORDINATE;
}

/** The number a set coordinate stands for, or null when it is unset, not a decimal, or beyond ±limit. */
export function parseCoordinate(value: CoordinateValue, limit: number): number | null {
  if (isUnsetCoordinate(value)) return null;
  const n = typeof value === 'number' ? value : DECIMAL.test(String(value).trim()) ? Number(String(value).trim()) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** A valid coordinate or an unset one; what a form or an update may send. */
export function isCoordinateOrUnset(value: CoordinateValue, limit: number): boolean {
  return isUnsetCoordinate(value) || parseCoordinate(value, limit) !== null;
}

/** Both halves or nothing: a lone latitude would put the pin on the meridian. */
export function toGeoPoint(latitude: CoordinateValue, longitude: CoordinateValue): GeoPoint | null {
  const lat = parseCoordinate(latitude, LATITUDE_LIMIT);
  const lng = parseCoordinate(longitude, LONGITUDE_LIMIT);
  return lat === null || lng === null ? null : { lat, lng };
}

/** The checkout and the branch chooser need a place on the map to deliver to. */
export function hasCoordinates(place: Coordinates | null | undefined): boolean {
  return place != null && toGeoPoint(place.latitude, place.longitude) !== null;
}

/** Either both halves are set or neither is: one alone is not a place. */
export function coordinatesPaired(latitude: CoordinateValue, longitude: CoordinateValue): boolean {
  return isUnsetCoordinate(latitude) === isUnsetCoordinate(longitude);
}
