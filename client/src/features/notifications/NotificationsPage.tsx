import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BellOff } from 'lucide-react';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { NotificationCard } from './NotificationCard.tsx';

/** /Notifikasi: built from the customer's real orders (the existing shop showed fixed samples). */
export function NotificationsPage() {
  const list = trpc.notifications.list.useQuery();
  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full">
      <Heading as="h1" size="2xl" color="gray.800">
        Notifikasi
      </Heading>
      {list.isLoading ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="28" borderRadius="xl" />
          ))}
        </Stack>
      ) : list.error ? (
        <Alert.Root status="error" role="alert" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(list.error)}</Alert.Title>
        </Alert.Root>
      ) : list.data?.length ? (
        <Stack as="ul" gap="3" p="0" m="0">
          {list.data.map((n) => (
            <NotificationCard key={n.id} notification={n} />
          ))}
        </Stack>
      ) : (
        <Stack align="center" gap="3" py="12" bg="white" borderRadius="xl" borderWidth="1px" textAlign="center" px="4">
          <BellOff aria-hidden color="var(--chakra-colors-gray-400)" size={40} />
          <Text fontSize="lg" color="gray.700">
            Belum ada notifikasi.
          </Text>
          <Text color="gray.500">Kabar tentang pesanan Anda akan muncul di sini.</Text>
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to="/#full-produk">Mulai Belanja</RouterLink>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
