import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import type { Address } from '@tulus/shared/contract/address';
import { isTrue } from '@tulus/shared/rules/text-bool';
import { ACTIVE_ADDRESS_NOT_DELETABLE } from '@tulus/shared/rules/messages';
import { googleMapsUrl } from '../../lib/maps-link.ts';

type Props = {
  address: Address;
  activating: boolean;
  onActivate: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

const joined = (...parts: Array<string | null>) => parts.filter((p) => p && p.trim()).join(', ');

/** One saved address; the active one is marked green and cannot be deleted (spec section 4). */
export function AddressCard({ address, activating, onActivate, onEdit, onDelete }: Props) {
  const active = isTrue(address.is_active);
  const maps = googleMapsUrl(address);
  const name = address.header_name?.trim() || 'Alamat';
  const rtRw = address.rt || address.rw ? `RT ${address.rt || '-'}/RW ${address.rw || '-'}` : null;
  const area = joined(address.kelurahan && `Kel. ${address.kelurahan}`, address.kecamatan && `Kec. ${address.kecamatan}`);
  const region = joined(address.kabupaten_kota, address.provinsi, address.kode_pos);

  return (
    <Card.Root
      as="li"
      listStyleType="none"
      variant="outline"
      borderColor={active ? 'green.500' : undefined}
      borderWidth={active ? '2px' : '1px'}
      bg={active ? 'green.50' : 'white'}
      data-testid={`address-card-${address.id}`}
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Text as="h3" fontWeight="semibold" fontSize="md">{name}</Text>
          {active && <Badge bg="green.700" color="white">Alamat Aktif</Badge>}
        </HStack>
        <Stack gap="0.5" fontSize="sm" color="fg.muted">
          {address.jalan && <Text color="fg">{address.jalan}</Text>}
          {rtRw && <Text>{rtRw}</Text>}
          {area && <Text>{area}</Text>}
          {region && <Text>{region}</Text>}
        </Stack>
        {maps ? (
          <Link href={maps} target="_blank" rel="noreferrer" color="brand.fg" fontSize="sm" w="fit-content" minH="11">
            <MapPin size={16} aria-hidden="true" />
            Lihat di Google Maps
          </Link>
        ) : (
          // Checkout refuses an address without coordinates, so say so before it gets there.
          <Text fontSize="sm" color="orange.700">Titik lokasi belum ditentukan. Edit alamat untuk menandai lokasi di peta.</Text>
        )}
        <HStack gap="2" wrap="wrap">
          {!active && (
            <Button size="sm" colorPalette="brand" minH="11" onClick={onActivate} disabled={activating}>
              {activating ? 'Memproses...' : 'Jadikan Alamat Aktif'}
            </Button>
          )}
          <Button size="sm" variant="outline" minH="11" onClick={onEdit} aria-label={`Edit alamat ${name}`}>
            Edit
          </Button>
          {!active && (
            <Button size="sm" variant="outline" colorPalette="red" minH="11" onClick={onDelete} aria-label={`Hapus alamat ${name}`}>
              Hapus
            </Button>
          )}
        </HStack>
        {active && <Text fontSize="xs" color="fg.muted">{ACTIVE_ADDRESS_NOT_DELETABLE}</Text>}
      </Card.Body>
    </Card.Root>
  );
}
