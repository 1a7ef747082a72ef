import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Flex, HStack, IconButton, Image, Link, Text } from '@chakra-ui/react';
import { LogOut, ShoppingCart, TicketPercent } from 'lucide-react';
import { useSignOut } from '../lib/api/sign-out.ts';
import { useCart } from '../features/cart/cart-store.ts';
import { useSession } from '../features/auth/session.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import { useCustomerDetail } from '../lib/api/customer.ts';
import { useGoTo } from '../lib/use-go-to.ts';

/** A distinct colour per tier, so customers recognise their badge at a glance. */
const TIER_COLOURS: Record<string, string> = { member: 'gray', sahabat: 'green', sahabat_baru: 'teal', sahabat_karib: 'purple' };
const TIER_LABELS: Record<string, string> = { member: 'Member', sahabat: 'Sahabat', sahabat_baru: 'Sahabat Baru', sahabat_karib: 'Sahabat Karib' };

export function TopNav() {
  const { isCustomer } = useSession();
  const detail = useCustomerDetail({ enabled: isCustomer });
  const { hasUnseenChanges } = useCart();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const { signOut, pending: signingOut } = useSignOut();
  const goTo = useGoTo();
  const tier = detail.data?.status_customer;

  const askLogout = () => setConfirmLogout(true);

  const onLogout = async () => {
    await signOut();
    setConfirmLogout(false);
    goTo('/');
  };

  const links = (
    <HStack gap="1" as="nav" aria-label="Navigasi utama" h="full">
      <Button asChild variant="ghost" size="sm" minH="11" px="2">
        <RouterLink to="/">Beranda</RouterLink>
      </Button>
      <Button asChild variant="ghost" size="sm" minH="11" px="2">
        <RouterLink to="/Profile?tab=riwayat_transaksi">Pesanan</RouterLink>
      </Button>
      <Button asChild variant="ghost" size="sm" minH="11" px="2">
        <RouterLink to="/Profile?tab=data_diri">Profil</RouterLink>
      </Button>
      {tier && (
        <Badge colorPalette={TIER_COLOURS[tier] ?? 'gray'} variant="solid" bg="colorPalette.700" data-testid="tier-badge">
          {TIER_LABELS[tier] ?? tier}
        </Badge>
      )}
    </HStack>
  );

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} h="16" align="center" justify="space-between" gap="2">
        <Link asChild _hover={{ textDecoration: 'none' }} minH="11" minW="11">
          <RouterLink to="/" aria-label="Tulus, ke beranda">
            <HStack gap="2">
              <Image src="/favicon.svg" alt="" boxSize="8" />
              <Text fontWeight="bold" fontSize="xl" color="brand.700" display={{ base: 'none', sm: 'block' }}>
                Tulus
              </Text>
            </HStack>
          </RouterLink>
        </Link>
        {isCustomer ? (
          <HStack gap="0">
            <Box display={{ base: 'none', md: 'flex' }}>{links}</Box>
            <NotificationBell />
            <IconButton asChild variant="ghost" aria-label="Voucher" size="sm" minW="11" minH="11">
              <RouterLink to="/Profile?tab=voucher_saya"><TicketPercent /></RouterLink>
            </IconButton>
            <Box position="relative">
              <IconButton asChild variant="ghost" aria-label="Keranjang" size="sm" minW="11" minH="11">
                <RouterLink to="/Keranjang"><ShoppingCart /></RouterLink>
              </IconButton>
              {hasUnseenChanges && <Box position="absolute" top="2" right="2" boxSize="2.5" bg="red.500" borderRadius="full" data-testid="cart-dot" role="img" aria-label="Keranjang berubah" />}
            </Box>
            <IconButton variant="ghost" aria-label="Keluar" size="sm" minW="11" minH="11" onClick={askLogout}>
              <LogOut />
            </IconButton>
          </HStack>
        ) : (
          <Button asChild colorPalette="brand" size="sm" minH="11">
            <RouterLink to="/login">Login</RouterLink>
          </Button>
        )}
      </Flex>
      {/* On phones the text links get their own row, so the bar never overflows 360 px. */}
      {isCustomer && (
        <Box display={{ base: 'block', md: 'none' }} borderTopWidth="1px" px="2">
          {links}
        </Box>
      )}
      {/* Only a customer can log out: a visitor's page does not load the dialog, even at idle. */}
      {isCustomer && (
        <ConfirmDialog
          open={confirmLogout}
          title="Konfirmasi Logout"
          confirmLabel="Keluar"
          destructive
          loading={signingOut}
          onConfirm={onLogout}
          onClose={() => setConfirmLogout(false)}
        >
          Apakah Anda yakin ingin keluar?
        </ConfirmDialog>
      )}
    </Box>
  );
}
