import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';

/** The closing call to action of the landing page (spec: mockup banner). */
export function MockupBanner() {
  return (
    <Box as="section" aria-labelledby="mockup-title" bg="brand.50" borderRadius="2xl" overflow="hidden">
      <SimpleGrid columns={{ base: 1, md: 2 }} alignItems="center" gap="4">
        <Image src="/home/mockup-phone.svg" alt="Tampilan aplikasi Tulus di ponsel" maxH="80" mx="auto" mt={{ base: '6', md: '0' }} />
        <Stack gap="3" p={{ base: '6', md: '10' }}>
          <Heading as="h2" id="mockup-title" size="2xl" color="brand.800">
            Pesan air cukup dari ponsel
          </Heading>
          <Text color="gray.700">Pilih produk, transfer, unggah bukti bayar, lalu pantau pengiriman. Semua dari satu tempat.</Text>
          <Button asChild colorPalette="brand" size="lg" alignSelf="flex-start" minH="11">
            <RouterLink to="/register">Daftar Sekarang</RouterLink>
          </Button>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
