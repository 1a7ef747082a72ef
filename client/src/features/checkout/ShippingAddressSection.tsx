import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import type { Address } from '@tulus/shared/contract/address';
import { hasCoordinates } from '@tulus/shared/rules/coordinates';
import { errorMessage } from '../../lib/errors.ts';
import { addressLines } from './address-lines.ts';
import { SectionCard } from './SectionCard.tsx';
import { SkeletonLine } from '../../components/SkeletonLine.tsx';
import { LoadFailed, type Reread } from '../../components/LoadFailed.tsx';

type Props = {
  customerName: string | undefined;
  address: Address | undefined;
  loading: boolean;
  /** The addresses' read: its error, and 'Coba lagi' to read them again. */
  read: Reread;
  onChangeAddress: () => void;
  /** The checkout rule about the address that failed (no coordinates), shown here. */
  problem: string | null;
};

/** 'Kirim ke': who receives the order and at which (active) address. */
export function ShippingAddressSection({ customerName, address, loading, read, onChangeAddress, problem }: Props) {
  return (
    <SectionCard
      title="Kirim ke"
      testId="kirim-ke"
      invalid={!!problem}
      action={
        <Button id="checkout-address-action" variant="ghost" colorPalette="brand" size="sm" minH="11" onClick={onChangeAddress}>
          <MapPin aria-hidden /> Ganti alamat
        </Button>
      }
    >
      {loading ? (
        <AddressSkeleton />
      ) : read.error ? (
        <LoadFailed message={errorMessage(read.error, 'Gagal memuat daftar alamat')} query={read} />
      ) : (
        <Stack gap="1">
          <Text fontWeight="semibold">
            {customerName}
            {address?.header_name ? (
              <Text as="span" fontWeight="normal" color="gray.600">
                {' '}
                ({address.header_name})
              </Text>
            ) : null}
          </Text>
          {address ? (
            addressLines(address).map((line) => (
              <Text key={line} fontSize="sm" color="gray.700">
                {line}
              </Text>
            ))
          ) : (
            <Text fontSize="sm" color="gray.600">
              Belum ada alamat aktif.
            </Text>
          )}
          {address && !hasCoordinates(address) && (
            <Text fontSize="sm" color="orange.700" mt="1">
              Titik lokasi alamat ini belum diatur. Atur di Profil, menu Alamat Saya.
            </Text>
          )}
        </Stack>
      )}
      {problem && (
        <Alert.Root status="error" role="alert" data-testid="checkout-problem">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
    </SectionCard>
  );
}

/** The widths of an address's five lines (street, RT/RW, kelurahan and kecamatan, city and province, postal code). */
const LINE_WIDTHS = ['80%', '35%', '75%', '60%', '20%'];

/**
 * While the addresses are read: the name and the five lines of a full address, each bar in a line of the
 * same text style as the address's, so the section keeps its height when the address comes. With three
 * thinner bars it grew by 81 px on a 360 px phone and pushed the sections below it down, under a thumb
 * that was on its way to 'Pilih Metode Pembayaran' or 'Lihat semua metode pembayaran'.
 */
function AddressSkeleton() {
  return (
    <Stack gap="1" aria-hidden>
      <Text fontWeight="semibold">
        <SkeletonLine width="40%" />
      </Text>
      {LINE_WIDTHS.map((width) => (
        <Text key={width} fontSize="sm">
          <SkeletonLine width={width} />
        </Text>
      ))}
    </Stack>
  );
}
