import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, CircleAlert, CircleCheck, CloudUpload } from 'lucide-react';
import { useSession } from '../auth/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { UploadProgress } from '../../layout/UploadProgress.tsx';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { onceForADoubleTap } from '../../lib/double-tap-guard.ts';
import type { QueuedUpload, QueueState } from './upload-queue-db.ts';
import { cancelUpload, removeUpload, retryUpload, startUploadQueue, uploadQueueStore, type UploadProgress as Progress } from './upload-queue.ts';
import { queueListOpen } from './queue-list-open.ts';

const STATE_LABEL: Record<QueueState, { text: string; palette: string }> = {
  waiting: { text: 'menunggu sinyal', palette: 'orange' },
  sending: { text: 'mengirim', palette: 'blue' },
  sent: { text: 'terkirim', palette: 'green' },
  failed: { text: 'gagal', palette: 'red' },
  unknown: { text: 'perlu dicek', palette: 'yellow' },
};

const time = (at: number) => new Date(at).toLocaleString('id-ID', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * What taking a photo off the list loses, asked before it goes: a photo not sent, or not known to have
 * arrived, exists only on this phone. A sent one goes without a question.
 */
const REMOVE_QUESTION: Partial<Record<QueueState, string>> = {
  failed: 'Foto ini belum terkirim. Jika dihapus, foto hilang dari perangkat ini dan harus diambil ulang.',
  unknown: 'Belum pasti foto ini sudah diterima. Jika dihapus, foto hilang dari perangkat ini.',
};

function QueueItem({ item, progress, onRemove }: { item: QueuedUpload; progress: Progress | undefined; onRemove: () => void }) {
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
      {item.state === 'sending' && <UploadProgress progress={progress ?? null} onCancel={() => cancelUpload(item.id)} />}
      {item.state === 'failed' && item.error && <Text fontSize="sm" color="red.700">{item.error}</Text>}
      {item.state === 'unknown' && item.error && <Text fontSize="sm" color="gray.800">{item.error}</Text>}
      {(item.state === 'failed' || item.state === 'sent' || item.state === 'unknown') && (
        // Each of these reshapes the list: the item goes, or loses its buttons, and the next item's come up under
        // the finger. A double tap on a failed photo's 'Hapus dari daftar' took the next photo off the list too.
        <HStack gap="2">
          {item.state === 'failed' && (
            <Button size="sm" colorPalette="brand" minH="11" onClick={onceForADoubleTap(() => retryUpload(item.id))}>Coba lagi</Button>
          )}
          <Button size="sm" variant="outline" minH="11" onClick={onceForADoubleTap(onRemove)}>Hapus dari daftar</Button>
        </HStack>
      )}
    </Stack>
  );
}

/** One line for the whole queue, the most urgent first: what failed, what is being sent, what waits, what went. */
function summarise(items: readonly QueuedUpload[], progress: Readonly<Record<string, Progress>>): { text: string; tone: 'red' | 'blue' | 'orange' | 'green' } {
  const count = (state: QueueState) => items.filter((i) => i.state === state).length;
  const parts: string[] = [];
  const failed = count('failed');
  const sending = items.find((i) => i.state === 'sending');
  const waiting = count('waiting');
  const sent = count('sent');
  if (failed) parts.push(`${failed} gagal`);
  if (sending) {
    const p = progress[sending.id];
    parts.push(p && p.total > 0 ? `mengirim ${Math.floor((p.sent / p.total) * 100)}%` : 'mengirim');
  }
  if (waiting) parts.push(`${waiting} menunggu sinyal`);
  if (sent) parts.push(`${sent} terkirim`);
  const tone = failed ? 'red' : sending ? 'blue' : waiting ? 'orange' : 'green';
  return { text: parts.join(' · '), tone };
}

const TONE_ICON = { red: CircleAlert, blue: CloudUpload, orange: CloudUpload, green: CircleCheck } as const;

/**
 * The driver's uploads kept on the phone, on every driver screen while it has items: one compact
 * line (about 48 px) that says the state of the whole queue and opens the list with 'Coba lagi',
 * 'Batal' and 'Hapus dari daftar' (which asks first for a photo that may not have arrived). It opens
 * by itself when an item fails, since that one needs the driver. It also runs the queue.
 */
export function UploadQueuePanel() {
  const { session } = useSession();
  const utils = trpc.useUtils();
  const driver = session?.role === 'driver' ? session.driver.email : null;
  const listId = useId();
  // The tab's one answer (queue-list-open.ts): each page draws its own panel.
  const open = useSyncExternalStore(queueListOpen.subscribe, queueListOpen.isOpen, queueListOpen.isOpen);
  /** The photo whose 'Hapus dari daftar' is being asked about. */
  const [removing, setRemoving] = useState<QueuedUpload | null>(null);
  useEffect(() => {
    if (!driver) return;
    // A receipt sent from the queue moves its order to another sub-tab: the lists are read again.
    return startUploadQueue(driver, () => {
      void Promise.all([utils.driver.deliveries.invalidate(), utils.driver.delivery.invalidate(), utils.driver.receipt.invalidate()]);
    });
  }, [driver, utils]);
  const items = useSyncExternalStore(uploadQueueStore.subscribe, uploadQueueStore.snapshot);
  const progress = useSyncExternalStore(uploadQueueStore.subscribe, uploadQueueStore.progress);
  const failed = items.filter((i) => i.state === 'failed').length;
  useEffect(() => queueListOpen.failedNow(failed), [failed]);

  if (!driver || !items.length) return null;
  const summary = summarise(items, progress);
  const Icon = TONE_ICON[summary.tone];
  return (
    <Box as="section" aria-labelledby={`${listId}-title`} mb="3" bg="white" borderWidth="1px" borderColor={summary.tone === 'red' ? 'red.300' : 'border'} borderRadius="lg">
      <Button
        variant="ghost"
        w="full"
        minH="11"
        h="auto"
        px="3"
        py="1.5"
        justifyContent="flex-start"
        gap="2"
        borderRadius="lg"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => queueListOpen.setOpen(!open)}
      >
        <Box as={Icon} boxSize="5" color={`${summary.tone}.600`} flexShrink={0} aria-hidden />
        <Text as="span" id={`${listId}-title`} fontWeight="semibold" fontSize="sm">
          Antrean unggahan
        </Text>{' '}
        {/* The space keeps the two words apart in the button's name and text (flex drops it from the layout). */}
        <Text as="span" fontSize="sm" fontWeight="normal" color={`${summary.tone}.700`} truncate minW="0" flex="1" textAlign="start" aria-live="polite">
          {summary.text}
        </Text>
        <Box as={ChevronDown} boxSize="4" flexShrink={0} transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s" aria-hidden />
      </Button>
      {open && (
        <Stack id={listId} px="3" pb="3" gap="2">
          <Text fontSize="sm" color="gray.600">
            {items.some((i) => i.state === 'waiting' || i.state === 'sending')
              ? 'Tersimpan di perangkat ini; dikirim otomatis saat sinyal kembali.'
              : 'Semua unggahan dari perangkat ini sudah diproses.'}
          </Text>
          <Stack as="ul" gap="0" listStyleType="none">
            {items.map((item) => (
              <QueueItem
                key={item.id}
                item={item}
                progress={progress[item.id]}
                onRemove={() => (REMOVE_QUESTION[item.state] ? setRemoving(item) : removeUpload(item.id))}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Konfirmasi Hapus Foto"
        confirmLabel="Hapus"
        destructive
        onConfirm={() => {
          if (removing) removeUpload(removing.id);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      >
        {removing ? REMOVE_QUESTION[removing.state] : null}
      </ConfirmDialog>
    </Box>
  );
}
