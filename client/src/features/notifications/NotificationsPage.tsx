import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BellOff, CheckCheck } from 'lucide-react';
import { errorMessage } from '../../lib/errors.ts';
import { NotificationCard } from './NotificationCard.tsx';
import { notificationReads } from './read-state.ts';
import { useNotifications } from './use-notifications.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

/** A phone screenful or two at a time, rather than fourteen screens of every order ever. */
const PAGE = 10;

type Filter = 'semua' | 'belum';

/**
 * /Notifikasi: built from the customer's real orders (the existing shop showed fixed samples),
 * newest first, ten at a time, with read and unread kept on this device.
 */
export function NotificationsPage() {
  const notifications = useNotifications();
  const { data, isLoading, error, isRead, unread } = notifications;
  const [filter, setFilter] = useState<Filter>('semua');
  const [shown, setShown] = useState(PAGE);
  const all = data ?? [];
  const list = filter === 'belum' ? all.filter((n) => !isRead(n)) : all;
  const choose = (next: Filter) => {
    setFilter(next);
    setShown(PAGE);
  };

  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full">
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" color="gray.800">
          Notifikasi
        </Heading>
        {unread > 0 && (
          <Button variant="ghost" colorPalette="brand" size="sm" minH="11" onClick={() => notificationReads.markRead(all)}>
            <CheckCheck aria-hidden /> Tandai semua sudah dibaca
          </Button>
        )}
      </HStack>
      {isLoading ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="24" borderRadius="xl" />
          ))}
        </Stack>
      ) : error ? (
        <LoadFailed message={errorMessage(error)} query={notifications} />
      ) : all.length ? (
        <>
          <HStack gap="2" role="group" aria-label="Tampilkan">
            <Button size="sm" minH="11" borderRadius="full" colorPalette="brand" variant={filter === 'semua' ? 'solid' : 'outline'} aria-pressed={filter === 'semua'} onClick={() => choose('semua')}>
              Semua ({all.length})
            </Button>
            <Button size="sm" minH="11" borderRadius="full" colorPalette="brand" variant={filter === 'belum' ? 'solid' : 'outline'} aria-pressed={filter === 'belum'} onClick={() => choose('belum')}>
              Belum dibaca ({unread})
            </Button>
          </HStack>
          {list.length ? (
            <Stack as="ul" gap="2.5" p="0" m="0" aria-label="Daftar notifikasi">
              {list.slice(0, shown).map((n) => (
                <NotificationCard key={`${n.id}:${n.status}`} notification={n} unread={!isRead(n)} onOpen={() => notificationReads.markRead([n])} />
              ))}
            </Stack>
          ) : (
            <Text color="gray.600" textAlign="center" py="8" bg="white" borderRadius="xl" borderWidth="1px">
              Semua notifikasi sudah dibaca.
            </Text>
          )}
          {list.length > shown && (
            <Button variant="outline" colorPalette="brand" minH="11" alignSelf="center" onClick={() => setShown((n) => n + PAGE)}>
              Tampilkan lebih banyak ({list.length - shown} lagi)
            </Button>
          )}
        </>
      ) : (
        <Stack align="center" gap="3" py="12" bg="white" borderRadius="xl" borderWidth="1px" textAlign="center" px="4">
          <BellOff aria-hidden color="var(--chakra-colors-gray-400)" size={40} />
          <Text fontSize="lg" color="gray.700">
            Belum ada notifikasi.
          </Text>
          <Text color="gray.600">Kabar tentang pesanan Anda akan muncul di sini.</Text>
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to="/#full-produk">Mulai Belanja</RouterLink>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
