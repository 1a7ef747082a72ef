import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';

/** The visitor's welcome: why Tulus, and the way in (spec: hero 'Ayo Daftar!' with a Login button). */
export function VisitorHero() {
  return (
    <Box as="section" aria-labelledby="hero-title" bgGradient="to-br" gradientFrom="brand.600" gradientTo="brand.800" color="white" borderRadius="2xl" overflow="hidden">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="center" p={{ base: '6', md: '10' }}>
        <Stack gap="4">
          <Text fontWeight="semibold" color="brand.100" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
            Air minum kemasan Tulus
          </Text>
          <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            Ayo Daftar!
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
            Pesan air minum 330 ml sampai galon 16 L, bayar dengan transfer bank, dan pantau pesanan sampai di depan pintu. Gratis ongkir untuk
            pesanan mulai Rp 100.000.
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} minH="11">
              <RouterLink to="/login">Login</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} minH="11">
              <RouterLink to="/register">Buat Akun</RouterLink>
            </Button>
          </HStack>
        </Stack>
        <Image src="/home/hero-bottles.svg" alt="Botol dan galon air minum Tulus" maxH={{ base: '48', md: '72' }} mx="auto" />
      </SimpleGrid>
    </Box>
  );
}
