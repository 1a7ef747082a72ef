import { useEffect } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { DEFAULT_CENTRE, DEFAULT_ZOOM, LOCATED_ZOOM, roundPoint, type GeoPoint } from './geo-point.ts';

type Props = {
  point: GeoPoint | null;
  /** Absent: the map only shows the point (Data Diri outside edit mode). */
  onPick?: (point: GeoPoint) => void;
  /** Changes (new object) when the device's location arrives: the map flies there. */
  flyTarget?: GeoPoint | null;
  tileUrl: string;
  /** Whether the map's pictures (tiles) load: false once they fail (no internet, tile server down). */
  onTilesLoad?: (loaded: boolean) => void;
};

// Leaflet's default marker points at PNGs that a bundler renames, so it would show a broken
// image. A drawn pin needs no file at all.
const PIN = L.divIcon({
  className: '',
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true">
    <path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#0b6fb8" stroke="#fff" stroke-width="2"/>
    <circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>`,
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

// A failed tile (no internet, blocked tile server) stays transparent instead of a broken-image icon,
// so the plain background below still reads as a map canvas the customer can tap.
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const CANVAS = {
  backgroundColor: '#eaf3fa',
  backgroundImage: 'repeating-linear-gradient(0deg, transparent 0 47px, #d5e6f3 47px 48px), repeating-linear-gradient(90deg, transparent 0 47px, #d5e6f3 47px 48px)',
};

function PickOnTap({ onPick }: { onPick: (point: GeoPoint) => void }) {
  useMapEvents({ click: (e) => onPick(roundPoint({ lat: e.latlng.lat, lng: e.latlng.lng })) });
  return null;
}

/** Keeps the view right: flies to the device's location, follows a typed point off-screen. */
function FollowPoint({ point, flyTarget }: { point: GeoPoint | null; flyTarget?: GeoPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (flyTarget) map.flyTo([flyTarget.lat, flyTarget.lng], LOCATED_ZOOM);
  }, [map, flyTarget]);
  useEffect(() => {
    if (point && !map.getBounds().contains([point.lat, point.lng])) map.panTo([point.lat, point.lng]);
  }, [map, point]);
  return null;
}

/** Leaflet measures its box once; inside a dialog that is still animating the box changes after. */
function TrackSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** The Leaflet map of Data Diri and the address dialog; loaded lazily so other screens skip Leaflet. */
export function LocationMap({ point, onPick, flyTarget, tileUrl, onTilesLoad }: Props) {
  const centre = point ?? DEFAULT_CENTRE;
  return (
    <MapContainer
      center={[centre.lat, centre.lng]}
      zoom={DEFAULT_ZOOM}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%', ...CANVAS, cursor: onPick ? 'crosshair' : 'grab' }}
    >
      <TileLayer
        url={tileUrl}
        errorTileUrl={BLANK_TILE}
        attribution={tileUrl.includes('openstreetmap.org') ? '&copy; OpenStreetMap contributors' : undefined}
        // A failed tile is swapped for the blank one, whose own load is no sign that the map loads.
        eventHandlers={{ tileerror: () => onTilesLoad?.(false), tileload: (e) => e.tile.getAttribute('src') !== BLANK_TILE && onTilesLoad?.(true) }}
      />
      {point && <Marker position={[point.lat, point.lng]} icon={PIN} keyboard={false} interactive={false} />}
      {onPick && <PickOnTap onPick={onPick} />}
      <FollowPoint point={point} flyTarget={flyTarget} />
      <TrackSize />
    </MapContainer>
  );
}
