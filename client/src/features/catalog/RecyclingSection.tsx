import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

/**
 * #TULUSRECYCLING (spec section 1: empty packs earn rewards through a cash programme). The video
 * ships with the app and loads only when played (preload none), so a phone on mobile data pays
 * nothing until the visitor asks; the poster carries the message if it never plays.
 */
export function RecyclingSection() {
  return (
    <Box as="section" id="TULUSRECYCLING" aria-labelledby="recycling-title" bg="green.50" borderRadius="2xl" p={{ base: '5', md: '10' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '10' }} alignItems="center">
        <Stack gap="3">
          <Text color="green.700" fontWeight="bold" letterSpacing="wide">
            #TULUSRECYCLING
          </Text>
          <Heading as="h2" id="recycling-title" size="2xl" color="gray.800">
            Kembalikan kemasan, dapatkan reward
          </Heading>
          <Text color="gray.700">
            Kumpulkan botol dan galon Tulus yang sudah kosong, serahkan kepada kurir kami saat pengiriman berikutnya, dan dapatkan reward tunai
            melalui program cashback Tulus. Kemasan yang terkumpul kami daur ulang agar tidak berakhir di laut dan tempat pembuangan.
          </Text>
        </Stack>
        <Box borderRadius="xl" overflow="hidden" bg="green.100" aspectRatio="16/9">
          <video
            controls
            preload="none"
            poster="/home/recycling-poster.svg"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            aria-label="Video program #TULUSRECYCLING"
          >
            <source src="/home/tulus-recycling.webm" type="video/webm" />
            Browser Anda tidak dapat memutar video. Kumpulkan kemasan kosong Tulus dan tukarkan dengan reward.
          </video>
        </Box>
      </SimpleGrid>
    </Box>
  );
}
