import { useEffect, useSyncExternalStore } from 'react';
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../auth/session.ts';
import { trpc } from '../../lib/trpc.ts';
import type { QueuedUpload, QueueState } from './upload-queue-db.ts';
import { removeUpload, retryUpload, startUploadQueue, uploadQueueStore } from './upload-queue.ts';

const STATE_LABEL: Record<QueueState, { text: string; palette: string }> = {
  waiting: { text: 'menunggu sinyal', palette: 'orange' },
  sending: { text: 'mengirim', palette: 'blue' },
  sent: { text: 'terkirim', palette: 'green' },
  failed: { text: 'gagal', palette: 'red' },
  unknown: { text: 'perlu dicek', palette: 'yellow' },
};

const time = (at: number) => new Date(at).toLocaleString('id-ID', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function QueueItem({ item }: { item: QueuedUpload }) {
  const label = STATE_LABEL[item.state];
  return (
    <Stack as="li" gap="2" py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" fontSize="sm">{item.title}</Text>
          <Text fontSize="xs" color="gray.600">Foto diambil {time(item.capturedAt)}</Text>
        </Stack>
        <Badge colorPalette={label.palette} variant="subtle" flexShrink={0}>{label.text}</Badge>
      </HStack>
      {item.state === 'failed' && item.error && <Text fontSize="sm" color="red.700">{item.error}</Text>}
      {item.state === 'unknown' && item.error && <Text fontSize="sm" color="gray.800">{item.error}</Text>}
      {(item.state === 'failed' || item.state === 'sent' || item.state === 'unknown') && (
        <HStack gap="2">
          {item.state === 'failed' && (
            <Button size="sm" colorPalette="brand" minH="10" onClick={() => retryUpload(item.id)}>Coba lagi</Button>
          )}
          <Button size="sm" variant="outline" minH="10" onClick={() => removeUpload(item.id)}>Hapus dari daftar</Button>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * The driver's uploads kept on the phone: waiting for signal, being sent, sent, or failed with
 * a retry. Shown on every driver screen while it has items; it also runs the queue.
 */
export function UploadQueuePanel() {
  const { session } = useSession();
  const utils = trpc.useUtils();
  const driver = session?.role === 'driver' ? session.driver.email : null;
  useEffect(() => {
    if (!driver) return;
    // A receipt sent from the queue moves its order to another sub-tab: the lists are read again.
    return startUploadQueue(driver, () => {
      void Promise.all([utils.driver.deliveries.invalidate(), utils.driver.delivery.invalidate(), utils.driver.receipt.invalidate()]);
    });
  }, [driver, utils]);
  const items = useSyncExternalStore(uploadQueueStore.subscribe, uploadQueueStore.snapshot);
  if (!driver || !items.length) return null;
  const waiting = items.filter((i) => i.state === 'waiting' || i.state === 'sending').length;
  return (
    <Card.Root as="section" variant="outline" borderRadius="lg" mb="4" aria-labelledby="antrean-unggahan">
      <Card.Body gap="3" p="4">
        <Stack gap="0">
          <Heading as="h2" size="md" id="antrean-unggahan">Antrean unggahan</Heading>
          <Text fontSize="sm" color="gray.600">
            {waiting ? 'Tersimpan di perangkat ini; dikirim otomatis saat sinyal kembali.' : 'Semua unggahan dari perangkat ini sudah diproses.'}
          </Text>
        </Stack>
        <Stack as="ul" gap="0" listStyleType="none" aria-live="polite">
          {items.map((item) => <QueueItem key={item.id} item={item} />)}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
