import { Link as RouterLink } from 'react-router-dom';
import { Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { branchPhone } from '@tulus/shared/rules/branches';
import { errorMessage } from '../lib/errors.ts';
import { useSession } from '../features/auth/session.ts';
import { useBranchList } from '../lib/api/branches.ts';
import { ReadAgain } from '../components/LoadFailed.tsx';
import { laterSectionCss } from '../components/LaterSection.tsx';

/**
 * Footer links are 44 px tall (WCAG 2.5.5; as plain text lines they were 21 px) and ring in white
 * on the dark footer, where the shop's blue focus ring would not show.
 */
const LINK = { color: 'brand.100', minH: '11', minW: '11', display: 'inline-flex', alignItems: 'center', focusRingColor: 'white' } as const;

export function Footer() {
  const { isCustomer } = useSession();
  const branches = useBranchList();
  return (
    // Below every page's content: laid out and painted as it nears the screen.
    <Box as="footer" bg="brand.900" color="white" mt="12" css={laterSectionCss({ phone: '620px', wide: '240px' })}>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="8" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="10">
        <Stack gap="2">
          <Text fontWeight="bold" fontSize="lg">Tulus</Text>
          <Text fontSize="sm" color="brand.100">Air minum kemasan dari 330 ml sampai galon 16 L.</Text>
          <HStack gap="3" fontSize="sm">
            <Link href="https://www.instagram.com/" {...LINK} target="_blank" rel="noreferrer">Instagram</Link>
            <Link href="https://www.facebook.com/" {...LINK} target="_blank" rel="noreferrer">Facebook</Link>
            <Link href="https://wa.me/" {...LINK} target="_blank" rel="noreferrer">WhatsApp</Link>
          </HStack>
        </Stack>
        <Stack gap="0" fontSize="sm" align="flex-start">
          <Text fontWeight="semibold">Tautan</Text>
          {isCustomer ? (
            <>
              <Link asChild {...LINK}><RouterLink to="/">Home</RouterLink></Link>
              <Link asChild {...LINK}><RouterLink to="/Profile?tab=riwayat_transaksi">Pesanan</RouterLink></Link>
              <Link asChild {...LINK}><RouterLink to="/Profile?tab=data_diri">Profile</RouterLink></Link>
              <Link asChild {...LINK}><RouterLink to="/FormComplain">Komplain Pengiriman</RouterLink></Link>
            </>
          ) : (
            <Link asChild {...LINK}><RouterLink to="/login">Login</RouterLink></Link>
          )}
        </Stack>
        <Stack gap="2" fontSize="sm">
          <Text fontWeight="semibold">Kontak</Text>
          <Text color="brand.100">Jl. Raya Bekasi KM 21, Cakung, Jakarta Timur 13910</Text>
          <Text color="brand.100">Pengiriman setiap hari 08.00 - 21.00 WIB, kecuali hari libur nasional.</Text>
        </Stack>
        <Stack gap="2" fontSize="sm">
          <Text fontWeight="semibold">Cabang</Text>
          {branches.isLoading && <Text color="brand.100">Memuat data...</Text>}
          {branches.error && (
            <>
              <Text color="red.300">{errorMessage(branches.error, 'Gagal memuat cabang')}</Text>
              <ReadAgain query={branches} onDark />
            </>
          )}
          {branches.data?.length === 0 && <Text color="brand.100">Tidak ada cabang tersedia</Text>}
          {branches.data?.map((b) => {
            const phone = branchPhone(b.telp);
            return (
              <HStack key={b.kd_cabang} justify="space-between">
                <Text>{b.nm_cabang}</Text>
                {phone ? <Link href={`tel:${phone}`} {...LINK}>{phone}</Link> : <Text color="brand.200">Soon</Text>}
              </HStack>
            );
          })}
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
