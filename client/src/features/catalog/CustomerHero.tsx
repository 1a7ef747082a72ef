import { Box, Button, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowDown } from 'lucide-react';

type Props = { name: string | undefined; loading: boolean };

/** The customer's greeting; 'Order Now' brings the full product grid into view. */
export function CustomerHero({ name, loading }: Props) {
  const toProducts = () => document.getElementById('full-produk')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Box as="section" aria-labelledby="hero-title" bgGradient="to-br" gradientFrom="brand.600" gradientTo="brand.800" color="white" borderRadius="2xl" p={{ base: '6', md: '10' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="center">
        <Stack gap="4">
          <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {loading ? 'Loading...' : `Hai, ${name ?? 'Pelanggan'}!`}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
            Mau pesan air apa hari ini? Pilih kemasan favorit Anda, kami antar setiap hari pukul 08.00 - 21.00 WIB.
          </Text>
          <Button onClick={toProducts} size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} alignSelf="flex-start" minH="11">
            Order Now <ArrowDown />
          </Button>
        </Stack>
        {/* Decorative, and on wide screens only: on a phone the greeting and the button come first. */}
        <Image src="/home/hero-bottles.svg" alt="" display={{ base: 'none', md: 'block' }} maxH="56" mx="auto" />
      </SimpleGrid>
    </Box>
  );
}
