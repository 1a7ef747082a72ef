import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Progress } from '../lib/use-upload-progress.ts';

type Props = {
  /** What the button said while sending ('Mengirim...'); the percentage follows it. */
  label?: string;
  /** Bytes sent of the whole form; null before the first report. */
  progress: Progress | null;
  /** Absent: the upload cannot be stopped from here. */
  onCancel?: () => void;
};

export const percentOf = (progress: Progress | null) => (progress && progress.total > 0 ? Math.min(100, Math.floor((progress.sent / progress.total) * 100)) : 0);

/**
 * An upload under way: the percentage and a bar, and 'Batal' while bytes are still going. Once
 * every byte has gone the gateway is checking and compressing the photo: that is said instead,
 * and there is nothing left to cancel (the server may already be acting on it).
 */
export function UploadProgress({ label: sendingLabel = 'Mengirim...', progress, onCancel }: Props) {
  const percent = percentOf(progress);
  const uploaded = progress !== null && progress.total > 0 && progress.sent >= progress.total;
  const label = uploaded ? 'Memproses di server...' : `${sendingLabel} ${percent}%`;
  return (
    <HStack gap="3" w="full" align="center" data-testid="upload-progress">
      <Stack gap="1.5" flex="1" minW="0">
        <Text fontSize="sm" fontWeight="semibold" color="brand.800" aria-live="polite">
          {label}
        </Text>
        <Box
          role="progressbar"
          aria-label="Progres unggahan"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={label}
          h="2"
          bg="brand.100"
          borderRadius="full"
          overflow="hidden"
        >
          <Box h="full" w={`${percent}%`} bg="brand.solid" borderRadius="full" transition="width 0.2s linear" />
        </Box>
      </Stack>
      {onCancel && !uploaded && (
        <Button variant="outline" colorPalette="red" minH="11" flexShrink={0} onClick={onCancel}>
          <X aria-hidden /> Batal
        </Button>
      )}
    </HStack>
  );
}

type SubmitProps = {
  /** Whether the form's upload is under way (its single flight). */
  sending: boolean;
  /** The upload's state, from useUploadProgress. */
  upload: { progress: Progress | null; cancel: () => void };
  /** The progress's word while bytes go out ('Mengirim...'). */
  sendingLabel?: string;
  /** The form the button submits, when the button is drawn outside it (a bar beside the form). */
  form?: string;
  /** The button's word ('Upload', 'Kirim Bukti'). */
  children: ReactNode;
};

/**
 * An upload form's main action: its submit button, which the upload's progress (with 'Batal') takes the
 * place of while the form is being sent, in the same spot under the thumb.
 */
export function UploadSubmit({ sending, upload, sendingLabel, form, children }: SubmitProps) {
  if (sending) return <UploadProgress label={sendingLabel} progress={upload.progress} onCancel={upload.cancel} />;
  return (
    <Button type="submit" form={form} colorPalette="brand" size="lg" minH="12">
      {children}
    </Button>
  );
}
