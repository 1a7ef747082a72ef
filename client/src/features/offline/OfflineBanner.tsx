import { Box, HStack, Text } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/use-online.ts';

/**
 * Shown on every screen while the device has no connection. The app shell still opens (the
 * service worker keeps it), but prices and orders are only ever read from the gateway: this
 * says why they are missing or not current, rather than showing old ones as if fresh.
 */
export function OfflineBanner() {
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <Box role="status" bg="orange.100" color="orange.900" borderBottomWidth="1px" borderColor="orange.300" px="4" py="2">
      <HStack gap="2" justify="center" maxW="5xl" mx="auto">
        <WifiOff size={18} aria-hidden="true" />
        <Text fontSize="sm">
          <Text as="strong" fontWeight="semibold">Anda sedang offline.</Text> Harga dan pesanan tidak dapat dimuat sampai koneksi kembali.
        </Text>
      </HStack>
    </Box>
  );
}
