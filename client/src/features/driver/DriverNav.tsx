import { useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { LogOut, PackageOpen, Truck } from 'lucide-react';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { uploadQueueStore } from '../offline/upload-queue.ts';
import { driverLinks } from './driver-links.ts';
import { useDriverLogout } from './use-driver-logout.ts';

type Props = { placement: 'side' | 'bottom' };

/** 'Navigasi Driver': a side column on wide screens, a thumb-reachable bottom bar on phones. */
export function DriverNav({ placement }: Props) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { logout, pending } = useDriverLogout();
  // On the road a stray tap on 'Keluar' would cost a sign-in with a half-filled form lost: it asks first.
  const [asking, setAsking] = useState(false);
  const unsent = useSyncExternalStore(uploadQueueStore.subscribe, uploadQueueStore.snapshot).filter((i) => i.state !== 'sent').length;
  const onReturn = pathname.toLowerCase() === '/formreturn' || params.get('tab') === 'return';
  const side = placement === 'side';

  const items = [
    { label: 'Delivery Order', icon: <Truck aria-hidden />, target: driverLinks.deliveries(), active: !onReturn },
    { label: 'Product Return', icon: <PackageOpen aria-hidden />, target: driverLinks.productReturn(), active: onReturn },
  ];

  const itemStyle = side
    ? { justifyContent: 'flex-start', w: 'full', minH: '11', px: '3', gap: '3' }
    : { flex: '1', flexDirection: 'column' as const, h: 'auto', minH: '14', py: '1.5', gap: '0.5', fontSize: 'xs', borderRadius: '0' };

  return (
    <Box as="nav" aria-labelledby={side ? 'navigasi-driver' : undefined} aria-label={side ? undefined : 'Navigasi Driver'}>
      {side && (
        <Text id="navigasi-driver" px="3" pb="2" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="gray.500">
          Navigasi Driver
        </Text>
      )}
      <Stack direction={side ? 'column' : 'row'} gap={side ? '1' : '0'}>
        {items.map((item) => (
          <Button
            key={item.label}
            asChild
            variant={item.active ? 'subtle' : 'ghost'}
            colorPalette={item.active ? 'brand' : 'gray'}
            fontWeight={item.active ? 'semibold' : 'medium'}
            {...itemStyle}
          >
            <RouterLink to={item.target.to} aria-current={item.active ? 'page' : undefined}>
              {item.icon}
              {item.label}
            </RouterLink>
          </Button>
        ))}
        <Button variant="ghost" colorPalette="red" color="red.600" onClick={() => setAsking(true)} disabled={pending} {...itemStyle}>
          <LogOut aria-hidden />
          Keluar
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Konfirmasi Logout"
        confirmLabel="Keluar"
        destructive
        loading={pending}
        onConfirm={logout}
        onClose={() => setAsking(false)}
      >
        Apakah Anda yakin ingin keluar?
        {unsent > 0 && (
          <Text mt="2" fontSize="sm" color="orange.700">
            {unsent} unggahan belum terkirim tetap tersimpan di perangkat ini dan dikirim setelah Anda masuk lagi.
          </Text>
        )}
      </ConfirmDialog>
    </Box>
  );
}
