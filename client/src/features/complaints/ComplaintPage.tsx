import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { NativeSelect } from '../../theme/with-recipe/native-select.ts';
import { COMPLAINT_LIMITS } from '@tulus/shared/rules/complaint-input';
import type { FormProblems } from '@tulus/shared/rules/form-check';
import { useOrderRef } from '../../lib/use-order-ref.ts';
import { errorMessage, refusalReason } from '../../lib/errors.ts';
import { whileInProgress } from '../../lib/in-progress.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { useDraftKey } from '../../lib/use-draft-key.ts';
import { COMPLAINT_TYPES } from './complaint-types.ts';
import { OrderCodeField } from './OrderCodeField.tsx';
import { useCustomerDetail } from '../../lib/api/customer.ts';
import { useSubmitComplaint } from './api/complaints.ts';
import { EMPTY_COMPLAINT, complaintDraft, complaintProblems, holdsComplaint, knownCustomer, prefill, type ComplaintField, type ComplaintForm } from './complaint-form.ts';
import { withDraft } from '../../lib/form-draft.ts';
import { DraftRestoredNote } from '../../components/DraftRestoredNote.tsx';


/** /FormComplain: the delivery complaint form, which really reaches the provider (spec gap closed). */
export function ComplaintPage() {
  // An order screen may pass its code (state or ?code=) so the customer need not look it up.
  const initialCode = useOrderRef().sales_order_code ?? '';
  // A complaint typed and not sent when the page went away comes back, unless the page was opened for
  // another order (the customer came to complain about that one).
  const [draft] = useState(() => {
    const kept = complaintDraft.read();
    return kept && (initialCode === '' || kept.form.sales_order_code === initialCode) ? kept : null;
  });
  const [form, setForm] = useState<ComplaintForm>(() => withDraft({ ...EMPTY_COMPLAINT, sales_order_code: initialCode }, draft?.form ?? {}));
  const [restored, setRestored] = useState(draft !== null);
  const [sentId, setSentId] = useState<number | null>(null);
  // The shop knows who is complaining: name, phone and e-mail start filled in (still editable), and
  // what the customer has typed already is never overwritten when the detail arrives.
  const detail = useCustomerDetail();
  const known = useMemo(() => (detail.data ? knownCustomer(detail.data) : null), [detail.data]);
  // Filled in while rendering, once per answer (React's "adjusting state when a prop changes"), not in an effect.
  const [filledFrom, setFilledFrom] = useState<typeof known>(null);
  if (known && known !== filledFrom) {
    setFilledFrom(known);
    setForm((f) => prefill(f, known));
  }
  const topRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmitComplaint();
  const flight = useSingleFlight();
  // The complaint is kept in the tab until it is sent. The same complaint sent again (its answer lost, an
  // error) is the same complaint to the gateway, from a restored draft too.
  const keyFor = useDraftKey(complaintDraft, draft, { form, editing: null, worthKeeping: holdsComplaint(form) });

  // What the page found with the gateway's own schema before sending, else what the gateway answered.
  const [found, setFound] = useState<FormProblems['fieldErrors']>({});
  const answered = (submit.error?.data as { fieldErrors?: FormProblems['fieldErrors'] } | undefined)?.fieldErrors ?? {};
  const fieldErrors = Object.keys(found).length > 0 ? found : answered;
  const errorOf = (name: ComplaintField) => fieldErrors[name]?.[0];
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;

  const set = (name: ComplaintField, value: string) => setForm((f) => ({ ...f, [name]: value }));
  const onText = (name: ComplaintField) => (e: { target: { value: string } }) => set(name, e.target.value);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void flight.run(send);
  };

  // Field messages appear beside their fields: take the customer to the first one.
  const focusFirstProblem = () => setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const send = async () => {
    setSentId(null);
    const problems = complaintProblems(form);
    setFound(problems);
    if (Object.keys(problems).length > 0) {
      submit.reset();
      focusFirstProblem();
      return;
    }
    try {
      const res = await whileInProgress(() => submit.mutateAsync({ ...form, idempotency_key: keyFor(JSON.stringify(form)) }));
      setSentId(res.id);
      setRestored(false);
      setForm({ ...EMPTY_COMPLAINT, ...known });
      submit.reset();
    } catch (err) {
      const fields = (err as { data?: { fieldErrors?: Record<string, unknown> } }).data?.fieldErrors;
      if (fields && Object.keys(fields).length > 0) {
        focusFirstProblem();
        return;
      }
    }
    topRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full" ref={topRef} scrollMarginTop="32">
      <Stack gap="1">
        <Heading as="h1" size="2xl" color="gray.800">
          Form Komplain Pengiriman
        </Heading>
        <Text color="gray.600">Ada masalah dengan pengiriman? Ceritakan kepada kami, tim kami akan segera menghubungi Anda.</Text>
      </Stack>
      {sentId !== null && (
        <Alert.Root status="success" role="status" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Komplain berhasil dikirim.</Alert.Title>
            <Alert.Description>Nomor komplain #{sentId}. Tim kami akan menghubungi Anda secepatnya.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {submit.error && !hasFieldErrors && (
        // A complaint that may have arrived (its answer was lost) is not a failure: said plainly, not in red.
        <Alert.Root status={refusalReason(submit.error) === 'outcome_unknown' ? 'warning' : 'error'} role="alert" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(submit.error)}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root variant="outline" bg="white" borderRadius="xl">
        <Card.Body p={{ base: '4', md: '6' }}>
          <form onSubmit={onSubmit} noValidate ref={formRef}>
            <Stack gap="4">
              {restored && <DraftRestoredNote />}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root invalid={!!errorOf('nama')} required>
                  <Field.Label>
                    Nama <Field.RequiredIndicator />
                  </Field.Label>
                  <Input name="nama" autoComplete="name" value={form.nama} onChange={onText('nama')} minH="11" />
                  <Field.ErrorText color="red.600">{errorOf('nama')}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errorOf('nomor_hp')} required>
                  <Field.Label>
                    Nomor HP <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    name="nomor_hp"
                    autoComplete="tel"
                    inputMode="numeric"
                    maxLength={COMPLAINT_LIMITS.nomor_hp}
                    value={form.nomor_hp}
                    onChange={(e) => set('nomor_hp', e.target.value.replace(/\D/g, ''))}
                    minH="11"
                  />
                  <Field.ErrorText color="red.600">{errorOf('nomor_hp')}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
              <Field.Root invalid={!!errorOf('email')}>
                <Field.Label>
                  Email{' '}
                  <Text as="span" color="gray.500" fontWeight="normal">
                    (opsional)
                  </Text>
                </Field.Label>
                <Input name="email" type="email" autoComplete="email" inputMode="email" value={form.email} onChange={onText('email')} minH="11" />
                <Field.ErrorText color="red.600">{errorOf('email')}</Field.ErrorText>
              </Field.Root>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <OrderCodeField value={form.sales_order_code} onChange={(code) => set('sales_order_code', code)} error={errorOf('sales_order_code')} />
                <Field.Root invalid={!!errorOf('jenis_komplain')} required>
                  <Field.Label>
                    Jenis Komplain <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="jenis_komplain" value={form.jenis_komplain} onChange={onText('jenis_komplain')} minH="11" bg="white">
                      <option value="">Pilih jenis komplain</option>
                      {COMPLAINT_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {type}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText color="red.600">{errorOf('jenis_komplain')}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
              <Field.Root invalid={!!errorOf('deskripsi')} required>
                <Field.Label>
                  Deskripsi Masalah <Field.RequiredIndicator />
                </Field.Label>
                <Textarea name="deskripsi" value={form.deskripsi} onChange={onText('deskripsi')} rows={4} maxLength={COMPLAINT_LIMITS.deskripsi} />
                <Field.ErrorText color="red.600">{errorOf('deskripsi')}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errorOf('solusi_diharapkan')} required>
                <Field.Label>
                  Solusi yang Diharapkan <Field.RequiredIndicator />
                </Field.Label>
                <Textarea name="solusi_diharapkan" value={form.solusi_diharapkan} onChange={onText('solusi_diharapkan')} rows={3} maxLength={COMPLAINT_LIMITS.solusi_diharapkan} />
                <Field.ErrorText color="red.600">{errorOf('solusi_diharapkan')}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" minH="12" disabled={flight.pending}>
                {flight.pending ? 'Mengirim...' : 'Kirim Komplain'}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
