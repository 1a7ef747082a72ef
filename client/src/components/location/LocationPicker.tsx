import { lazy, Suspense, useState } from 'react';
import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LocateFixed, MapPinOff } from 'lucide-react';
import { useRuntimeConfig } from '../../lib/config.ts';
import { notify } from '../../layout/notify.ts';
import { useMounted } from '../../lib/use-mounted.ts';
import { buildFileGone, buildFileToAsk, entryScript } from '../../lib/new-build.ts';
import { useBuildFileCheck } from '../../lib/use-build-file-check.ts';
import { OptionalPart } from '../OptionalPart.tsx';
import { formatGeoPoint, roundPoint, type GeoPoint } from './geo-point.ts';

// Leaflet and its CSS load only when a map is on screen (Data Diri, the address dialog).
const LocationMap = lazy(() => import('./LocationMap.tsx').then((m) => ({ default: m.LocationMap })));

type Props = {
  value: GeoPoint | null;
  /** Absent: read-only, the map only shows the point. */
  onChange?: (point: GeoPoint) => void;
  /** Visible label above the map. */
  label?: string;
};

function geolocationProblem(error: GeolocationPositionError): string {
  return error.code === error.PERMISSION_DENIED
    ? 'Izin lokasi ditolak. Aktifkan izin lokasi di browser Anda.'
    : 'Gagal mendapatkan lokasi Anda. Silakan ketuk peta untuk menandai lokasi.';
}

/**
 * Where a customer marks a delivery point: by tapping the map or with the device's location.
 * Without map tiles the map is a plain canvas that still takes a tap, and the chosen
 * coordinates are always shown as text.
 */
export function LocationPicker({ value, onChange, label = 'Titik Lokasi' }: Props) {
  const { mapTileUrl } = useRuntimeConfig();
  const [flyTarget, setFlyTarget] = useState<GeoPoint | null>(null);
  const [locating, setLocating] = useState(false);
  const [tilesLoad, setTilesLoad] = useState(true);
  // The lazy map would suspend while the gateway draws the page, and a suspended boundary sends the
  // whole page out undrawn (Data Diri). The drawing needs only the map's box: the same skeleton
  // stands in until the browser has hydrated, then the map loads as before.
  const mounted = useMounted();

  const locateDevice = () => {
    if (!onChange) return;
    if (!('geolocation' in navigator)) {
      notify.error('Perangkat Anda tidak mendukung fitur lokasi.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const point = roundPoint({ lat: position.coords.latitude, lng: position.coords.longitude });
        onChange(point);
        setFlyTarget(point);
      },
      (error) => {
        setLocating(false);
        notify.error(geolocationProblem(error));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="medium" fontSize="sm">{label}</Text>
        {onChange && (
          <Button size="sm" variant="outline" colorPalette="brand" minH="11" onClick={locateDevice} disabled={locating}>
            <LocateFixed aria-hidden="true" />
            {locating ? 'Mencari lokasi...' : 'Gunakan Lokasi Saya'}
          </Button>
        )}
      </HStack>
      <Box
        role="group"
        aria-label={onChange ? 'Peta: ketuk untuk menandai lokasi' : 'Peta lokasi'}
        h={{ base: '64', md: '80' }}
        borderRadius="l2"
        overflow="hidden"
        borderWidth="1px"
        // Its own stacking context keeps Leaflet's high z-indexes under the sticky top bar and dialogs.
        position="relative"
        zIndex="0"
        isolation="isolate"
      >
        {mounted ? (
          <OptionalPart fallback={(error) => <MapCodeMissing picking={Boolean(onChange)} error={error} />}>
            <Suspense fallback={<Skeleton h="full" w="full" />}>
              <LocationMap point={value} onPick={onChange} flyTarget={flyTarget} tileUrl={mapTileUrl} onTilesLoad={setTilesLoad} />
            </Suspense>
          </OptionalPart>
        ) : (
          <Skeleton h="full" w="full" />
        )}
        {/* Without its pictures the map is a plain grid: say why, and what still works. Over the map's foot, not
            below it: the notice comes when the pictures fail, often seconds after the form, and below the map it
            would push 'Simpan' and the fields down under a thumb already on its way. A tap on it still marks the map. */}
        {!tilesLoad && (
          <HStack role="status" position="absolute" insetX="2" bottom="2" zIndex="1000" pointerEvents="none" gap="2" align="flex-start" bg="orange.50" color="orange.800" borderRadius="md" p="2.5" fontSize="sm" boxShadow="sm" data-testid="map-offline">
            <MapPinOff size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text>
              {onChange
                ? 'Gambar peta tidak dapat dimuat (tidak ada koneksi ke server peta). Anda tetap bisa mengetuk area peta atau memakai Gunakan Lokasi Saya untuk menandai lokasi.'
                : 'Gambar peta tidak dapat dimuat (tidak ada koneksi ke server peta). Titik lokasi tetap tersimpan; koordinatnya tertulis di bawah.'}
            </Text>
          </HStack>
        )}
      </Box>
      <Text fontSize="sm" color="fg.muted" data-testid="coordinates">
        {value ? `Koordinat: ${formatGeoPoint(value)}` : 'Koordinat belum ditentukan.'}
      </Text>
      {onChange && <Text fontSize="xs" color="fg.muted">Ketuk peta untuk menandai lokasi.</Text>}
    </Stack>
  );
}

/**
 * In the map's box when the map's own code did not arrive: the phone had no signal before the service worker kept it,
 * or the shop was updated since the page was loaded and the gateway has only the new build's files (decision 083).
 * The page is not loaded again by itself, as a screen's is: the customer may be typing an address beside the map.
 */
function MapCodeMissing({ picking, error }: { picking: boolean; error: unknown }) {
  const updated = useBuildFileCheck(buildFileToAsk(error, entryScript()), buildFileGone) === true;
  const still = picking ? 'Anda tetap bisa memakai Gunakan Lokasi Saya.' : 'Koordinatnya tertulis di bawah.';
  return (
    <Stack role="status" h="full" align="center" justify="center" gap="2" p="4" textAlign="center" bg="orange.50" color="orange.800" fontSize="sm" data-testid="map-missing">
      <MapPinOff size={24} aria-hidden />
      <Text>
        {updated
          ? `Peta belum dapat dimuat karena aplikasi Tulus baru saja diperbarui. Muat ulang halaman untuk memakai versi terbarunya. ${still}`
          : `Peta belum dapat dimuat. Periksa sinyal internet Anda, lalu muat ulang halaman. ${still}`}
      </Text>
    </Stack>
  );
}
