import { useState } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/use-online.ts';
import { useFixedBarHeight, usePublishFixedBarHeight } from '../../lib/fixed-bar-height.ts';

/**
 * Shown on every screen while the device has no connection. The app shell still opens (the
 * service worker keeps it), but prices and orders are only ever read from the gateway: this
 * says why they are missing or not current, rather than showing old ones as if fresh.
 *
 * Fixed to the bottom of the screen, just above a screen's action bar and the driver's navigation:
 * in sight however far the page is scrolled, beside the action that now cannot go through. At the
 * top of the page, in its flow, it pushed the whole page down as the signal went and pulled it up as it
 * came back, under a thumb on its way to a button. Its height is published like the bars' so the
 * frames keep room for it below the page.
 */
export function OfflineBanner() {
  const isOnline = useOnline();
  const [banner, setBanner] = useState<HTMLDivElement | null>(null);
  usePublishFixedBarHeight(banner, 'offlineBanner');
  const below = useFixedBarHeight('actionBar') + useFixedBarHeight('bottomNav');
  if (isOnline) return null;
  return (
    <Box
      ref={setBanner}
      role="status"
      position="fixed"
      insetX="0"
      zIndex="sticky"
      bg="orange.100"
      color="orange.900"
      borderTopWidth="1px"
      borderColor="orange.300"
      px="4"
      pt="2"
      // Inline: a bar's height changes with its screen, and this restyles the banner alone. With no bar
      // below, it keeps clear of the phone's gesture bar itself.
      style={{ bottom: below, paddingBottom: below ? '0.5rem' : 'calc(0.5rem + env(safe-area-inset-bottom))' }}
    >
      <HStack gap="2" justify="center" maxW="5xl" mx="auto">
        <WifiOff size={18} aria-hidden="true" />
        <Text fontSize="sm">
          <Text as="strong" fontWeight="semibold">Anda sedang offline.</Text> Harga dan pesanan tidak dapat dimuat sampai koneksi kembali.
        </Text>
      </HStack>
    </Box>
  );
}
