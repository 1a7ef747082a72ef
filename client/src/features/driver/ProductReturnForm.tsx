import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Card, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import type { CustomerByEmail } from '@tulus/shared/contract/customer';
import { checkImageFile } from '@tulus/shared/rules/uploads';
import { RETURN_FIELDS_REQUIRED, RETURN_IMAGE_REQUIRED, RETURN_SUCCESS, returnFailed } from '@tulus/shared/rules/messages';
import { firstProblem } from '@tulus/shared/rules/form-check';
import { productReturnInput } from '@tulus/shared/rules/product-return-input';
import { UploadCancelled, errorMessage, refusalReason } from '../../lib/errors.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { useUploadProgress } from '../../lib/use-upload-progress.ts';
import { ImagePicker } from '../../layout/ImagePicker.tsx';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';
import { UploadSubmit } from '../../layout/UploadProgress.tsx';
import { useSubmitReturn } from './use-submit-return.ts';
import { CustomerSearch } from './CustomerSearch.tsx';
import { ReturnProductSelect } from './ReturnProductSelect.tsx';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';
import { EMPTY_RETURN, fromDraftForm, holdsReturn, returnDraft, toDraftForm } from './return-draft.ts';
import { DraftRestoredNote } from '../../components/DraftRestoredNote.tsx';

type Outcome = { status: 'success' | 'info' | 'warning' | 'error'; message: string };

const RETURN_QUEUED = 'Tidak ada sinyal. Pengembalian disimpan di perangkat dan dikirim otomatis saat sinyal kembali.';

/** 'Form Pengembalian Produk': goods a driver takes back from a customer, with a photo. */
export function ProductReturnForm() {
  // What was typed and not sent when the page went away comes back (not the photo: return-draft.ts).
  const [start] = useState(() => {
    const draft = returnDraft.read();
    return draft ? fromDraftForm(draft.form) : null;
  });
  const [restored, setRestored] = useState(start !== null);
  const [email, setEmail] = useState(start?.email ?? EMPTY_RETURN.email);
  const [customer, setCustomer] = useState<CustomerByEmail | null>(start?.customer ?? EMPTY_RETURN.customer);
  const [productId, setProductId] = useState(start?.productId ?? EMPTY_RETURN.productId);
  const [quantity, setQuantity] = useState(start?.quantity ?? EMPTY_RETURN.quantity);
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submit = useSubmitReturn();
  const flight = useSingleFlight();
  const sending = useUploadProgress();

  // Kept in the tab while it holds typing; dropped once it is sent or queued (the form is then cleared).
  useEffect(() => {
    const typing = { email, customer, productId, quantity };
    returnDraft.keepTyping(holdsReturn(typing) ? toDraftForm(typing) : null);
  }, [email, customer, productId, quantity]);

  const clear = () => {
    setEmail(EMPTY_RETURN.email);
    setCustomer(EMPTY_RETURN.customer);
    setProductId(EMPTY_RETURN.productId);
    setQuantity(EMPTY_RETURN.quantity);
    setProof(null);
    setProofError(null);
    setRestored(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flight.run(send);
  };

  const send = async () => {
    setOutcome(null);
    const count = quantity;
    // Spec section 5, in its order: customer, product and a quantity of at least 1 (the gateway's own schema); then the photo.
    const problem = firstProblem(productReturnInput, { customer_code: customer?.customer_code ?? '', product_id: productId, quantity: count });
    if (!customer || problem) return setOutcome({ status: 'error', message: problem ?? RETURN_FIELDS_REQUIRED });
    if (!proof) return setOutcome({ status: 'error', message: RETURN_IMAGE_REQUIRED });
    try {
      const result = await submit
        .mutateAsync({ customerCode: customer.customer_code, customerName: customer.nama_lengkap, productId: Number(productId), quantity: count, proof, live: sending.begin() })
        .finally(sending.end);
      clear();
      // No signal: kept on the phone and sent from the upload queue when the signal returns.
      setOutcome(result.status === 'queued' ? { status: 'info', message: RETURN_QUEUED } : { status: 'success', message: RETURN_SUCCESS });
    } catch (e) {
      // 'Batal' is the driver's own choice: the form stays filled, with no error.
      if (e instanceof UploadCancelled) return;
      // It may have been recorded (its answer was lost): not a failure, and not to be sent again.
      if (refusalReason(e) === 'outcome_unknown') return setOutcome({ status: 'warning', message: errorMessage(e) });
      setOutcome({ status: 'error', message: returnFailed(errorMessage(e)) });
    }
  };

  const busy = flight.pending;

  return (
    <Stack gap="5" maxW="2xl">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>Form Pengembalian Produk</Heading>
        <Text color="gray.600" fontSize="sm">Catat produk yang dikembalikan customer, lengkap dengan fotonya.</Text>
      </Stack>
      <Card.Root variant="outline" borderRadius="lg">
        <Card.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="5">
              {restored && <DraftRestoredNote photoAgain />}
              <CustomerSearch
                email={email}
                onEmailChange={(value) => { setEmail(value); setOutcome(null); }}
                customer={customer}
                onCustomerChange={setCustomer}
                disabled={busy}
              />
              <Separator />
              <ReturnProductSelect value={productId} onChange={setProductId} disabled={busy} />
              <QuantityStepper value={quantity} onChange={setQuantity} min={1} disabled={busy} />
              <Separator />
              <ImagePicker
                label="Bukti Pengembalian"
                file={proof}
                check={checkImageFile}
                onChange={(picked) => {
                  setProof(picked);
                  // 'Harap upload bukti pengembalian!' (or a failed send) is answered by a good photo: it must not stay on screen.
                  if (picked && outcome?.status === 'error' && outcome.message !== RETURN_FIELDS_REQUIRED) setOutcome(null);
                }}
                error={proofError}
                onError={setProofError}
                previewAlt="Pratinjau bukti pengembalian"
                hint="Format jpg, jpeg, atau png, maksimal 3 MB"
                disabled={busy}
              />
              {outcome && (
                <Alert.Root status={outcome.status} role={outcome.status === 'error' ? 'alert' : 'status'} borderRadius="md">
                  <Alert.Indicator />
                  <Alert.Description>{outcome.message}</Alert.Description>
                </Alert.Root>
              )}
              <StickyActionBar>
                <UploadSubmit sending={busy} upload={sending}>
                  Kirim Pengembalian
                </UploadSubmit>
              </StickyActionBar>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
