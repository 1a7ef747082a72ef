import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Card, Stack, Text } from '@chakra-ui/react';
import { checkImageType } from '@tulus/shared/rules/uploads';
import { RECEIPT_FILE_REQUIRED, RECEIPT_ORDER_ID_MISSING, RECEIPT_UPLOAD_FAILED, RECEIPT_UPLOAD_SUCCESS } from '@tulus/shared/rules/messages';
import { UploadCancelled, errorMessage } from '../../lib/errors.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { useUploadProgress } from '../../lib/use-upload-progress.ts';
import { notify } from '../../layout/notify.ts';
import { ImagePicker } from '../../layout/ImagePicker.tsx';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';
import { UploadSubmit } from '../../layout/UploadProgress.tsx';
import { useUploadReceipt } from './use-upload-receipt.ts';

const RECEIPT_QUEUED = 'Tidak ada sinyal. Bukti penerimaan disimpan di perangkat dan dikirim otomatis saat sinyal kembali.';

/**
 * The photo of the receipt and 'Upload', for the order `id` (its `code` shown when known). Only the
 * type is checked here: a phone photo over 3 MB is fine, the gateway compresses it.
 */
export function ReceiptForm({ id, code }: { id: number | null; code: string | null }) {
  const [image, setImage] = useState<File | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadReceipt();
  const flight = useSingleFlight();
  const sending = useUploadProgress();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flight.run(send);
  };

  const send = async () => {
    setError(null);
    // Spec section 5, in its order: the order id, then the file.
    if (!id) return setError(RECEIPT_ORDER_ID_MISSING);
    if (!image) return setError(RECEIPT_FILE_REQUIRED);
    try {
      const result = await upload.mutateAsync({ salesOrderId: id, code, image, live: sending.begin() }).finally(sending.end);
      // No signal: the photo waits on the phone (the queue on every driver screen) and goes when the signal returns.
      if (result.status === 'queued') notify.info(RECEIPT_QUEUED, 6000);
      else notify.success(RECEIPT_UPLOAD_SUCCESS);
      navigate('/dashboarddriver', { replace: true });
    } catch (e) {
      // 'Batal' is the driver's own choice: the photo stays picked, with no error.
      if (!(e instanceof UploadCancelled)) setError(errorMessage(e, RECEIPT_UPLOAD_FAILED));
    }
  };

  // Without an order id nothing can be sent: say it at once, in the one place errors appear.
  const shownError = error ?? (id ? null : RECEIPT_ORDER_ID_MISSING);

  return (
    <Card.Root variant="outline" borderRadius="lg">
      <Card.Body>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="5">
            {code && (
              <Stack gap="0">
                <Text fontSize="sm" color="gray.600">Kode Pesanan</Text>
                <Text fontWeight="semibold">{code}</Text>
              </Stack>
            )}
            <ImagePicker
              label="Foto Bukti Penerimaan"
              file={image}
              check={checkImageType}
              onChange={(picked) => {
                setImage(picked);
                // A good photo answers the 'choose a file first' message: it must not stay on screen.
                if (picked) setError(null);
              }}
              error={pickError}
              onError={setPickError}
              previewAlt={`Pratinjau bukti penerimaan ${code ?? ''}`.trim()}
              disabled={flight.pending}
            />
            {shownError && (
              <Alert.Root status="error" role="alert" borderRadius="md">
                <Alert.Indicator />
                <Alert.Description>{shownError}</Alert.Description>
              </Alert.Root>
            )}
            <StickyActionBar>
              <UploadSubmit sending={flight.pending} upload={sending} sendingLabel="Mengunggah...">
                Upload
              </UploadSubmit>
            </StickyActionBar>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
