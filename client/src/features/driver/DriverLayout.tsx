import { useState, type ReactNode } from 'react';
import { Box, Flex, HStack, Image, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useFixedBarHeight, usePublishFixedBarHeight } from '../../lib/fixed-bar-height.ts';
import { useSession } from '../auth/session.ts';
import { UploadQueuePanel } from '../offline/UploadQueuePanel.tsx';
import { DriverNav } from './DriverNav.tsx';

function Brand() {
  return (
    <HStack gap="2">
      <Image src="/favicon.svg" alt="Logo Tulus" boxSize="8" />
      <Text fontWeight="bold" fontSize="lg" color="brand.700" lineHeight="1.1">
        Tulus <Text as="span" fontWeight="medium" color="gray.600">Driver</Text>
      </Text>
    </HStack>
  );
}

function DriverName() {
  const { session } = useSession();
  if (session?.role !== 'driver') return null;
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="sm" fontWeight="semibold" truncate>{session.driver.nama}</Text>
      <Text fontSize="xs" color="gray.500" truncate>{session.driver.email}</Text>
    </Stack>
  );
}

/**
 * The driver frame (not the customer Layout). One navigation is rendered at a time, chosen
 * by width, so its labels exist once in the page. The main area keeps its place in the tree
 * whatever the width: turning a phone or resizing a window must not remount the screen and
 * wipe a half-filled return form.
 */
export function DriverLayout({ children }: { children: ReactNode }) {
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  // The bottom navigation's height, for the screens' action bars to sit on top of it rather than under it.
  const [bottomNav, setBottomNav] = useState<HTMLDivElement | null>(null);
  usePublishFixedBarHeight(bottomNav, 'bottomNav');
  const bars = useFixedBarHeight('bottomNav') + useFixedBarHeight('actionBar') + useFixedBarHeight('offlineBanner');

  return (
    // The navigation below keeps clear of the phone's gesture bar; an action bar above it need not.
    <Flex direction={wide ? 'row' : 'column'} minH="100dvh" bg="gray.50" css={{ '--action-bar-safe-area': '0px' }}>
      <a href="#konten" className="skip-link">Lewati ke konten</a>
      {wide ? (
        <Flex as="aside" direction="column" w="64" flexShrink={0} bg="white" borderRightWidth="1px" position="sticky" top="0" h="100dvh" px="3" py="5" gap="8">
          <Box px="3"><Brand /></Box>
          <DriverNav placement="side" />
          <Box mt="auto" px="3" pt="4" borderTopWidth="1px"><DriverName /></Box>
        </Flex>
      ) : (
        <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
          <Flex h="14" px="4" align="center" justify="space-between" gap="3">
            <Brand />
            <Box textAlign="right" maxW="50%"><DriverName /></Box>
          </Flex>
        </Box>
      )}
      {/* The bottom padding keeps the last card clear of what is fixed to the screen's foot: on a phone the navigation and a screen's action bar, and the offline notice. */}
      <Box
        as="main"
        id="konten"
        flex="1"
        minW="0"
        w="full"
        px={wide ? '10' : '3'}
        pt={wide ? '8' : '4'}
        style={{ paddingBottom: `calc(${bars}px + ${wide ? '2rem' : '1rem'})` }}
      >
        <Box maxW={wide ? '5xl' : undefined} mx="auto">
          <UploadQueuePanel />
          {children}
        </Box>
      </Box>
      {!wide && (
        <Box ref={setBottomNav} position="fixed" bottom="0" insetX="0" bg="white" borderTopWidth="1px" zIndex="sticky" pb="env(safe-area-inset-bottom)" shadow="0 -2px 8px rgba(0,0,0,0.04)">
          <DriverNav placement="bottom" />
        </Box>
      )}
    </Flex>
  );
}
