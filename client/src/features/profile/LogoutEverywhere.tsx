import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/errors.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { useLogoutEverywhere } from './api/profile.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';

/**
 * Keluar dari semua perangkat: ends every session of the account on the gateway (a phone left
 * signed in at a relative's, a lost phone), this one included, then goes to the login page.
 * Unlike a plain logout it does not pretend on failure: if the gateway did not confirm, the
 * other devices are still signed in, and the customer is told so.
 */
export function LogoutEverywhere() {
  const [open, setOpen] = useState(false);
  const signOutEverywhere = useLogoutEverywhere();
  const navigate = useNavigate();

  // Once for a double tap: the second tap came before the button showed it was busy, and sent the call again.
  const flight = useSingleFlight();
  const onConfirm = () =>
    flight.start(async () => {
      try {
        await signOutEverywhere.logoutEverywhere();
      } catch {
        setOpen(false);
        return;
      }
      navigate('/login', { replace: true });
    });

  return (
    <Stack gap="3" mt="8" pt="6" borderTopWidth="1px">
      <Heading as="h2" size="md">Keamanan Akun</Heading>
      <Text color="fg.muted" fontSize="sm">
        Pernah login di HP atau komputer lain? Keluarkan akun Anda dari semua perangkat sekaligus, termasuk perangkat ini.
      </Text>
      {signOutEverywhere.error && <ProblemAlert message={errorMessage(signOutEverywhere.error, 'Gagal keluar dari semua perangkat. Silakan coba lagi.')} />}
      <Button
        alignSelf={{ base: 'stretch', md: 'flex-start' }}
        variant="outline"
        colorPalette="red"
        minH="11"
        onClick={() => setOpen(true)}
      >
        Keluar dari Semua Perangkat
      </Button>
      <ConfirmDialog
        open={open}
        title="Keluar dari Semua Perangkat"
        confirmLabel="Keluar dari Semua"
        loadingLabel="Memproses..."
        destructive
        loading={signOutEverywhere.pending}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        Semua sesi akun Anda akan diakhiri, termasuk di perangkat ini. Anda perlu login kembali.
      </ConfirmDialog>
    </Stack>
  );
}
