import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Card, Field, Heading, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepDigits, parseAmountInput, sanitizeAmountInput } from '@tulus/shared/rules/amount-input';
import { formatRupiah, formatRupiahPlain } from '@tulus/shared/rules/format';
import { FILL_ALL_FIELDS, IMAGE_COMPRESSED, PROOF_IMAGE_REQUIRED, PROOF_ORDER_ID_MISSING, PROOF_UPLOAD_FAILED } from '@tulus/shared/rules/messages';
import { checkImageType, needsCompression } from '@tulus/shared/rules/uploads';
import { UploadCancelled, errorMessage, isSessionError, mayPassOnRetry } from '../../lib/errors.ts';
import { useOrderRef } from '../../lib/use-order-ref.ts';
import { uploadForm } from '../../lib/upload.ts';
import { whileInProgress } from '../../lib/in-progress.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { formSignature } from '../../lib/form-key.ts';
import { useDraftKey } from '../../lib/use-draft-key.ts';
import { useUploadProgress } from '../../lib/use-upload-progress.ts';
import { notify } from '../../layout/notify.ts';
import { ImagePicker } from '../../layout/ImagePicker.tsx';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';
import { UploadSubmit } from '../../layout/UploadProgress.tsx';
import { BarTotal } from '../../layout/BarTotal.tsx';
import { UploadDoneDialog } from './UploadDoneDialog.tsx';
import { MissingOrder } from '../../components/MissingOrder.tsx';
import { OrderHistoryButton } from '../orders/OrderHistoryButton.tsx';
import { PAYMENT_PROOF_LIMITS } from '@tulus/shared/rules/payment-proof-input';
import { EMPTY_PROOF, proofDraft, proofFieldProblems, type ProofFields } from './proof-form.ts';
import { formChanged, withDraft } from '../../lib/form-draft.ts';
import { useUploadProof } from './api/proof.ts';
import { useOrderDetail } from '../orders/api/orders.ts';
import { DraftRestoredNote } from '../../components/DraftRestoredNote.tsx';

type Fields = ProofFields;

/** 'Form Bukti Pembayaran': who transferred how much from which account, and the receipt photo. */
export function UploadProofPage() {
  const navigate = useNavigate();
  const ref = useOrderRef();
  // A reload or shared link carries only the code: the order itself supplies its id and total.
  const lookup = !!ref.sales_order_code && (ref.id === null || ref.total_amount === null);
  const order = useOrderDetail(ref.sales_order_code, { enabled: lookup });
  const orderId = ref.id ?? order.data?.header.id ?? null;
  const total = ref.total_amount ?? order.data?.total_amount ?? null;

  // What was typed for this order and not sent when the page went away comes back (not the photo).
  const draftName = ref.sales_order_code ?? String(ref.id);
  const drafts = useMemo(() => proofDraft(draftName), [draftName]);
  const [draft] = useState(() => drafts.read());
  const [fields, setFields] = useState<Fields>(() => withDraft(EMPTY_PROOF, draft?.form ?? {}));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<Set<keyof Fields | 'image'>>(new Set());
  const [done, setDone] = useState(false);
  const amount = parseAmountInput(fields.amount);
  const toHistory = useCallback(() => navigate('/Profile?tab=riwayat_transaksi'), [navigate]);

  const flight = useSingleFlight();
  // The fields are kept in the tab until the proof is sent. The same proof sent again (after an error, a
  // lost answer) is the same upload to the gateway, from a restored draft too, its photo picked again.
  const keyFor = useDraftKey(drafts, draft, { form: fields, editing: null, worthKeeping: !done && formChanged(fields, EMPTY_PROOF) });
  const sending = useUploadProgress();
  const formId = useId();
  const upload = useUploadProof(
    (form) => whileInProgress(() => uploadForm('/api/uploads/payment-proof', form, PROOF_UPLOAD_FAILED, { idempotencyKey: keyFor(formSignature(form)), ...sending.begin() })),
    { onSettled: sending.end },
  );
  const send = async (form: FormData) => {
    try {
      await upload.mutateAsync(form);
    } catch (e) {
      // 'Batal' is the customer's own choice: the form stays as it was, with no error.
      return setError(e instanceof UploadCancelled ? null : errorMessage(e, PROOF_UPLOAD_FAILED));
    }
    // The gateway shrinks large photos; tell the customer theirs was one of them.
    if (file && needsCompression(file.size)) notify.success(IMAGE_COMPRESSED);
    setDone(true);
  };

  const set = (name: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (missing.has(name)) setMissing((m) => new Set([...m].filter((x) => x !== name)));
  };

  const pick = (picked: File | null) => {
    setFile(picked);
    if (picked) setMissing((m) => new Set([...m].filter((x) => x !== 'image')));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flight.run(() => validateAndSend());
  };

  const validateAndSend = async () => {
    // A reload or a shared link looks the order up: a tap before its answer (or after it failed on a
    // patchy line) asks for it again and waits, rather than calling the order missing.
    const id = orderId ?? (lookup ? ((await order.refetch()).data?.header.id ?? null) : null);
    if (!id) return setError(PROOF_ORDER_ID_MISSING);
    // The fields the gateway's own schema would refuse are marked; the spec's one message says so.
    const empty = new Set<keyof Fields | 'image'>(proofFieldProblems(fields));
    if (!file) empty.add('image');
    setMissing(empty);
    if ([...empty].some((k) => k !== 'image')) return setError(FILL_ALL_FIELDS);
    if (!file) return setError(PROOF_IMAGE_REQUIRED);
    const typeProblem = checkImageType(file);
    if (typeProblem) return setError(typeProblem);
    setError(null);
    const form = new FormData();
    form.set('sales_order_id', String(id));
    form.set('sender_name', fields.sender_name.trim());
    form.set('bank_name', fields.bank_name.trim());
    form.set('account_number', fields.account_number);
    form.set('amount_sent', String(amount));
    form.set('image', file);
    await send(form);
  };

  // No order to send a proof for: none named, or one the gateway says is not there (a mistyped or stale
  // link: 'Pesanan tidak ditemukan.'), said before anything is typed. A lookup that failed on a patchy line
  // keeps the form: the send asks again.
  const orderRefused = lookup && order.error !== null && !mayPassOnRetry(order.error) && !isSessionError(order.error);
  if ((!orderId && !ref.sales_order_code) || orderRefused) {
    return (
      <Stack gap="5" maxW="xl" mx="auto" w="full">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
          Form Bukti Pembayaran
        </Heading>
        <MissingOrder status="error" title={orderRefused ? errorMessage(order.error) : PROOF_ORDER_ID_MISSING} action={<OrderHistoryButton />} />
      </Stack>
    );
  }

  return (
    <Stack gap="5" maxW="xl" mx="auto" w="full">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        Form Bukti Pembayaran
      </Heading>
      <Card.Root variant="outline" bg="white">
        <Card.Body p={{ base: '4', md: '6' }}>
          <Box bg="brand.50" borderRadius="md" p="4" mb="5">
            <Text color="gray.700">Total Bayar</Text>
            {lookup && order.isLoading ? (
              <Skeleton h="8" w="40" mt="1" />
            ) : (
              <Text fontSize="2xl" fontWeight="bold" color="brand.700" data-testid="total-bayar">
                {total !== null ? formatRupiah(total) : '-'}
              </Text>
            )}
            {ref.sales_order_code && (
              <Text fontSize="sm" color="gray.600">
                Kode Pesanan: {ref.sales_order_code}
              </Text>
            )}
          </Box>
          <form id={formId} onSubmit={submit} noValidate>
            <Stack gap="4">
              {draft && !done && <DraftRestoredNote photoAgain />}
              <Field.Root required invalid={missing.has('sender_name')}>
                <Field.Label>
                  Nama Pengirim <Field.RequiredIndicator />
                </Field.Label>
                <Input value={fields.sender_name} onChange={(e) => set('sender_name', e.target.value)} autoComplete="name" maxLength={PAYMENT_PROOF_LIMITS.sender_name} minH="11" />
              </Field.Root>
              <Field.Root required invalid={missing.has('bank_name')}>
                <Field.Label>
                  Nama Bank <Field.RequiredIndicator />
                </Field.Label>
                <Input value={fields.bank_name} onChange={(e) => set('bank_name', e.target.value)} maxLength={PAYMENT_PROOF_LIMITS.bank_name} placeholder="Contoh: BCA" minH="11" />
              </Field.Root>
              <Field.Root required invalid={missing.has('account_number')}>
                <Field.Label>
                  Nomor Rekening <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  value={fields.account_number}
                  onChange={(e) => set('account_number', keepDigits(e.target.value))}
                  inputMode="numeric"
                  maxLength={PAYMENT_PROOF_LIMITS.account_number}
                  minH="11"
                />
              </Field.Root>
              <Field.Root required invalid={missing.has('amount')}>
                <Field.Label>
                  Jumlah Pembayaran <Field.RequiredIndicator />
                </Field.Label>
                <InputGroup startAddon="Rp.">
                  <Input value={fields.amount} onChange={(e) => set('amount', sanitizeAmountInput(e.target.value))} inputMode="decimal" maxLength={20} minH="11" />
                </InputGroup>
                {amount !== null && <Field.HelperText data-testid="jumlah-terformat">{formatRupiahPlain(amount)}</Field.HelperText>}
              </Field.Root>
              <ImagePicker
                label="Bukti Transfer"
                required
                file={file}
                check={checkImageType}
                onChange={pick}
                // A refused type is said in the form's one error box, as the spec has it.
                onError={setError}
                invalid={missing.has('image')}
                previewAlt="Pratinjau bukti pembayaran"
                hint="Format jpg, jpeg, atau png. Gambar di atas 3 MB akan dikompres otomatis."
                disabled={upload.isPending}
              />
              {error && (
                <Alert.Root status="error" role="alert" data-testid="upload-error">
                  <Alert.Indicator />
                  <Alert.Title>Error: {error}</Alert.Title>
                </Alert.Root>
              )}
              <StickyActionBar summary={(total !== null || (lookup && order.isLoading)) && <BarTotal label="Total Bayar" amount={total} />}>
                <UploadSubmit sending={flight.pending} upload={sending} form={formId}>
                  Kirim Bukti
                </UploadSubmit>
              </StickyActionBar>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <UploadDoneDialog open={done} onClose={toHistory} />
    </Stack>
  );
}
