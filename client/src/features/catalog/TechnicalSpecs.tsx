import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, Droplets, MapPin, Truck } from 'lucide-react';
import type { ReactNode } from 'react';

const FACTS: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <Droplets />, title: 'Lima ukuran kemasan', text: 'Botol 330 ml, 600 ml dan 1,5 L, serta galon 8 L dan 16 L.' },
  { icon: <MapPin />, title: 'Area pengiriman', text: 'Jakarta, Surabaya dan Semarang, dikirim dari cabang terdekat.' },
  { icon: <Clock />, title: 'Jam pengiriman', text: 'Setiap hari pukul 08.00 - 21.00 WIB, kecuali hari libur nasional.' },
  { icon: <Truck />, title: 'Gratis ongkir', text: 'Untuk setiap pesanan mulai Rp 100.000.' },
];

/** The visitor's "what you get" section (spec: technical-spec section of the landing page). */
export function TechnicalSpecs() {
  return (
    <Box as="section" aria-labelledby="spesifikasi-title">
      <Heading as="h2" id="spesifikasi-title" size="2xl" mb="5" color="gray.800">
        Spesifikasi Teknis
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {FACTS.map((fact) => (
          <Stack key={fact.title} bg="white" borderWidth="1px" borderRadius="xl" p="5" gap="2">
            <Box color="brand.600" aria-hidden>
              {fact.icon}
            </Box>
            <Heading as="h3" size="md">
              {fact.title}
            </Heading>
            <Text color="gray.600" fontSize="sm">
              {fact.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
