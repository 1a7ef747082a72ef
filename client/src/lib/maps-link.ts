import { hasCoordinates } from '@tulus/shared/rules/coordinates';

type Coordinates = { latitude?: string | number | null; longitude?: string | number | null };

/**
 * A Google Maps link (the documented Maps URL, which a phone opens in its Maps app) to the point,
 * or null when the place has no usable coordinates ('N/A', empty, out of range).
 */
export function googleMapsUrl(place: Coordinates): string | null {
  if (!hasCoordinates(place)) return null;
  return searchUrl(`${String(place.latitude).trim()},${String(place.longitude).trim()}`);
}

/** The point when there is one; otherwise Maps searches the written address, which is often close enough to drive to. */
export function googleMapsUrlFor(place: Coordinates, address: string): string | null {
  return googleMapsUrl(place) ?? (address.trim() ? searchUrl(address) : null);
}

const searchUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
