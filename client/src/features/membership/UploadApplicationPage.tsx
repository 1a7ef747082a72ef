import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Card, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { NativeSelect } from '../../theme/with-recipe/native-select.ts';
import { ArrowLeft } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { isBranchSelectable } from '@tulus/shared/rules/branches';
import { MEMBERSHIP_ERROR, MEMBERSHIP_FIELDS_REQUIRED, MEMBERSHIP_SUCCESS } from '@tulus/shared/rules/messages';
import { uploadForm } from '../../lib/upload.ts';
import { UploadCancelled, UploadError, errorMessage } from '../../lib/errors.ts';
import { whileInProgress } from '../../lib/in-progress.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { formSignature } from '../../lib/form-key.ts';
import { useDraftKey } from '../../lib/use-draft-key.ts';
import { formDraft } from '../../lib/form-draft.ts';
import { DraftRestoredNote } from '../../components/DraftRestoredNote.tsx';
import { useUploadProgress } from '../../lib/use-upload-progress.ts';
import { ImagePicker } from '../../layout/ImagePicker.tsx';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';
import { UploadSubmit } from '../../layout/UploadProgress.tsx';
import { DOCUMENT_ACCEPT, documentProblem } from './documents.ts';
import { useBranchList } from '../../lib/api/branches.ts';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { ReadAgain } from '../../components/LoadFailed.tsx';

type Application = { ktp: File | null; photo: File | null; branch: string };
const EMPTY: Application = { ktp: null, photo: null, branch: '' };

/**
 * The application kept in the tab until it is sent (lib/form-draft.ts): the branch, and the key of the
 * last send. A customer whose answer was lost and who reloads picks the same two photos again, and the
 * send is the same application to the gateway, not a second one. The photos are not kept (they do not fit).
 */
const applicationDraft = formDraft<{ branch: string }>('membership');

/** The gateway's own message when it answered; the spec's general failure otherwise; nothing when the customer stopped it. */
function failureText(error: unknown): string | null {
  if (error instanceof UploadCancelled) return null;
  return error instanceof UploadError && error.status !== 0 ? error.message : MEMBERSHIP_ERROR;
}

/** /UploadPengajuan: the sahabat application (ID card, personal photo, branch). */
export function UploadApplicationPage() {
  const [draft] = useState(() => applicationDraft.read());
  // Said over the form it came back to, until that application is sent (not over the next one).
  const [restored, setRestored] = useState(draft !== null);
  const [form, setForm] = useState<Application>(() => ({ ...EMPTY, branch: draft?.form.branch ?? '' }));
  // File inputs cannot be emptied from React; a new key gives fresh ones after a success.
  const [formKey, setFormKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileProblems, setFileProblems] = useState<{ ktp: string | null; photo: string | null }>({ ktp: null, photo: null });
  const sending = useUploadProgress();
  const branches = useBranchList();
  const usable = branches.data?.filter(isBranchSelectable) ?? [];

  const flight = useSingleFlight();
  // Through React Query so a 401/403 on upload ends the session like any other call.
  const submit = useMutation({
    mutationFn: (data: FormData): Promise<unknown> =>
      whileInProgress(() => uploadForm('/api/uploads/membership', data, MEMBERSHIP_ERROR, { idempotencyKey: keyFor(formSignature(data)), ...sending.begin() })),
    onSettled: sending.end,
    onSuccess: () => {
      setForm(EMPTY);
      setFormKey((k) => k + 1);
      setRestored(false);
    },
  });
  // The same documents sent again (after an error, a lost answer, from the draft after a reload) are the
  // same application to the gateway. Kept while a branch is chosen, until the application is sent.
  const kept = useMemo(() => ({ branch: form.branch }), [form.branch]);
  const keyFor = useDraftKey(applicationDraft, draft, { form: kept, editing: null, worthKeeping: !submit.isSuccess && form.branch !== '' });

  const set = (patch: Partial<Application>) => {
    setProblem(null);
    submit.reset();
    setForm((f) => ({ ...f, ...patch }));
  };
  const setFile = (field: 'ktp' | 'photo') => (file: File | null) => set({ [field]: file });
  const setFileProblem = (field: 'ktp' | 'photo') => (message: string | null) => setFileProblems((p) => ({ ...p, [field]: message }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.ktp || !form.photo || !form.branch) {
      setProblem(MEMBERSHIP_FIELDS_REQUIRED);
      return;
    }
    const data = new FormData();
    data.append('kd_cabang', form.branch);
    data.append('image_ktp', form.ktp);
    data.append('image_photo_profile', form.photo);
    flight.start(() => submit.mutateAsync(data));
  };

  const missing = problem === MEMBERSHIP_FIELDS_REQUIRED;

  return (
    <Stack gap="5" maxW="2xl" mx="auto" w="full">
      <Link asChild color="brand.fg" fontSize="sm" w="fit-content" minH="11">
        <RouterLink to="/Profile?tab=pengajuan">
          <ArrowLeft size={16} aria-hidden="true" />
          Kembali ke Pengajuan Sahabat
        </RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.800">Upload Pengajuan Sahabat</Heading>
        <Text color="fg.muted">Lengkapi dokumen berikut. Semua kolom wajib diisi.</Text>
      </Stack>
      <Card.Root>
        <Card.Body p={{ base: '4', md: '6' }}>
          <Stack asChild gap="5" key={formKey}>
            <form onSubmit={onSubmit} noValidate>
              <ImagePicker
                label="Foto KTP"
                hint="Foto KTP yang jelas dan terbaca, atau file PDF."
                accept={DOCUMENT_ACCEPT}
                check={documentProblem}
                file={form.ktp}
                invalid={missing && !form.ktp}
                error={fileProblems.ktp}
                onError={setFileProblem('ktp')}
                onChange={setFile('ktp')}
                previewAlt="Pratinjau Foto KTP"
                disabled={flight.pending}
              />
              <ImagePicker
                label="Foto Diri"
                hint="Foto wajah Anda yang terlihat jelas, atau file PDF."
                accept={DOCUMENT_ACCEPT}
                check={documentProblem}
                file={form.photo}
                invalid={missing && !form.photo}
                error={fileProblems.photo}
                onError={setFileProblem('photo')}
                onChange={setFile('photo')}
                previewAlt="Pratinjau Foto Diri"
                disabled={flight.pending}
              />
              <Field.Root invalid={(missing && !form.branch) || branches.isError}>
                <Field.Label>Cabang</Field.Label>
                <NativeSelect.Root disabled={branches.isLoading || flight.pending}>
                  <NativeSelect.Field name="kd_cabang" value={form.branch} onChange={(e) => set({ branch: e.currentTarget.value })} minH="11" bg="white">
                    <option value="">{branches.isLoading ? 'Memuat data...' : 'Pilih cabang'}</option>
                    {usable.map((b) => (
                      <option key={b.kd_cabang} value={b.kd_cabang}>
                        {b.kd_cabang} - {b.nm_cabang}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {branches.isError && <Field.ErrorText>{errorMessage(branches.error, 'Gagal memuat cabang')}</Field.ErrorText>}
                {branches.isError && <ReadAgain query={branches} />}
                {branches.data && usable.length === 0 && <Field.HelperText>Tidak ada cabang tersedia</Field.HelperText>}
              </Field.Root>

              {restored && <DraftRestoredNote photoAgain />}
              {problem && <ProblemAlert message={problem} />}
              {submit.error && failureText(submit.error) && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{failureText(submit.error)}</Alert.Title>
                </Alert.Root>
              )}
              {submit.isSuccess && (
                <Alert.Root status="success" role="status">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{MEMBERSHIP_SUCCESS}</Alert.Title>
                    <Alert.Description>Pengajuan Anda akan ditinjau oleh cabang yang dipilih.</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}

              <StickyActionBar>
                <UploadSubmit sending={flight.pending} upload={sending}>
                  Kirim Pengajuan
                </UploadSubmit>
              </StickyActionBar>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
