import { startTransition, useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Field, Heading, HStack, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../theme/with-recipe/avatar.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { errorMessage } from '../../lib/errors.ts';
import { LocationPicker } from '../../components/location/LocationPicker.tsx';
import type { FormDraft } from '../../lib/form-draft.ts';
import {
  ADDRESS_FIELDS,
  PHONE_FIELD,
  formToUpdate,
  profileDraft,
  profileEdited,
  profileFormProblem,
  profileFromDraft,
  profileToDraft,
  profileToForm,
  type ProfileDraft,
  type ProfileFieldSpec,
  type ProfileForm,
} from './profile-form.ts';
import { useCustomerDetail } from '../../lib/api/customer.ts';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { useUpdateProfile } from './api/profile.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { DraftRestoredNote } from '../../components/DraftRestoredNote.tsx';

const SAVED = 'Informasi Akun berhasil diubah!';
/** Spec section 9: the profile's success message stays 2 s. */
const SAVED_VISIBLE_MS = 2000;

/** Data Diri: name and e-mail read-only; address, phone and map point editable after 'Edit'. */
export function PersonalData() {
  const profile = useCustomerDetail();
  const [draft, setDraft] = useState<ProfileForm | null>(null);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The edit was opened again from what the tab kept; said over the form until it is saved or left. */
  const [restored, setRestored] = useState(false);
  const stopEditing = () => {
    setDraft(null);
    setRestored(false);
    profileDraft.drop();
  };
  const update = useUpdateProfile({
    onSuccess: () => {
      stopEditing();
      setSaved(true);
    },
  });
  const flight = useSingleFlight();

  // An edit the page went away with, not saved, opens again with its typing (lib/form-draft.ts): read
  // after the tab is hydrated (the gateway has no sessionStorage), in a transition so that the drawn tab
  // is hydrated before it, and put over the profile once it is here.
  const [restoring, setRestoring] = useState<FormDraft<ProfileDraft> | null>(null);
  /** The kept edit is one the profile already holds: dropped by the effect below (a render has no side effects). */
  const [keptIsSaved, setKeptIsSaved] = useState(false);
  useEffect(() => {
    const kept = profileDraft.read();
    if (kept) startTransition(() => setRestoring(kept));
  }, []);
  if (restoring && profile.data) {
    setRestoring(null);
    const start = profileToForm(profile.data);
    const edit = profileFromDraft(start, restoring.form);
    // An edit the customer opened meanwhile stays. One the profile already holds is not opened again: its save
    // went through and only the answer was lost (a reload while it was on its way).
    if (draft === null) {
      if (profileEdited(edit, start)) {
        setDraft(edit);
        setRestored(true);
      } else setKeptIsSaved(true);
    }
  }
  useEffect(() => {
    if (keptIsSaved) profileDraft.drop();
  }, [keptIsSaved]);
  // Kept in the tab while the edit differs from the profile; 'Batal' and a save drop it (stopEditing).
  useEffect(() => {
    if (!draft || !profile.data) return;
    const start = profileToForm(profile.data);
    profileDraft.keepTyping(profileEdited(draft, start) ? profileToDraft(draft) : null);
  }, [draft, profile.data]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  if (profile.isLoading) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text color="fg.muted">Memuat data...</Text>
        <Skeleton h="16" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h="10" />)}
        </SimpleGrid>
      </Stack>
    );
  }
  if (profile.error || !profile.data) {
    return (
      <LoadFailed message={errorMessage(profile.error, 'Gagal memuat data')} query={profile} />
    );
  }

  const data = profile.data;
  const editing = draft !== null;
  const form = draft ?? profileToForm(data);
  const set = (patch: Partial<ProfileForm>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const found = profileFormProblem(draft);
    setProblem(found);
    if (!found) flight.start(() => update.mutateAsync(formToUpdate(draft)));
  };
  const input = (field: ProfileFieldSpec) => (
    <Field.Root key={field.name} readOnly={!editing} gridColumn={field.wide ? '1 / -1' : field.digits ? undefined : { base: '1 / -1', md: 'span 2' }}>
      <Field.Label>{field.label}</Field.Label>
      <Input
        name={field.name}
        value={form[field.name]}
        readOnly={!editing}
        variant={editing ? 'outline' : 'subtle'}
        maxLength={field.maxLength}
        inputMode={field.digits ? 'numeric' : undefined}
        autoComplete={field.name === 'nomor_hp' ? 'tel' : field.name === 'kode_pos' ? 'postal-code' : undefined}
        onChange={(e) => set({ [field.name]: field.digits ? e.target.value.replace(/\D/g, '') : e.target.value })}
      />
    </Field.Root>
  );
  const startEditing = () => {
    update.reset();
    setProblem(null);
    setSaved(false);
    setRestored(false);
    setDraft(profileToForm(data));
  };

  return (
    <Stack asChild gap="6">
      <form onSubmit={onSubmit} noValidate>
        <HStack gap="4">
          {/* The spec's avatar upload does nothing, so only a static avatar is shown. */}
          <Avatar.Root size="xl" colorPalette="brand">
            <Avatar.Fallback name={data.nama_lengkap} />
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" fontSize="lg" truncate>{data.nama_lengkap}</Text>
            <Text color="fg.muted" fontSize="sm" truncate>{data.email}</Text>
          </Stack>
        </HStack>

        {restored && editing && <DraftRestoredNote />}

        <Stack gap="4">
          <Heading as="h2" size="md">Informasi Akun</Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root readOnly>
              <Field.Label>Nama Lengkap</Field.Label>
              <Input value={data.nama_lengkap} readOnly variant="subtle" />
            </Field.Root>
            <Field.Root readOnly>
              <Field.Label>Email</Field.Label>
              <Input value={data.email} readOnly variant="subtle" type="email" />
            </Field.Root>
            {input(PHONE_FIELD)}
          </SimpleGrid>
        </Stack>

        <Stack gap="4">
          <Heading as="h2" size="md">Alamat</Heading>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            {ADDRESS_FIELDS.map(input)}
          </SimpleGrid>
        </Stack>

        <Stack gap="3">
          <Heading as="h2" size="md">Lokasi Alamat</Heading>
          {/* Spec: the point changes only by a tap on the map while editing, or by the device's location. */}
          <LocationPicker value={form.point} onChange={editing ? (point) => set({ point }) : undefined} />
        </Stack>

        {problem && <ProblemAlert message={problem} />}
        {update.error && <ProblemAlert message={errorMessage(update.error, 'Gagal memperbarui data')} />}
        {saved && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{SAVED}</Alert.Title>
          </Alert.Root>
        )}

        <HStack justify="flex-end" gap="3">
          {editing ? (
            <>
              <Button type="button" variant="outline" minH="11" onClick={() => { stopEditing(); setProblem(null); }} disabled={flight.pending}>
                Batal
              </Button>
              <Button type="submit" colorPalette="brand" minH="11" minW="28" disabled={flight.pending}>
                {flight.pending ? 'Menyimpan...' : 'Simpan'}
              </Button>
            </>
          ) : (
            <Button type="button" colorPalette="brand" minH="11" minW="28" onClick={startEditing}>
              Edit
            </Button>
          )}
        </HStack>
      </form>
    </Stack>
  );
}
