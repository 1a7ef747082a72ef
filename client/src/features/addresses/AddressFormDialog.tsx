import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Alert, Button, CloseButton, Field, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../theme/with-recipe/dialog.ts';
import type { Address } from '@tulus/shared/contract/address';
import { errorMessage } from '../../lib/errors.ts';
import { whileInProgress } from '../../lib/in-progress.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { useDraftKey } from '../../lib/use-draft-key.ts';
import { LocationPicker } from '../../components/location/LocationPicker.tsx';
import { toGeoPoint } from '@tulus/shared/rules/coordinates';
import { ADDRESS_FIELDS, EMPTY_ADDRESS, addressFormProblems, addressToForm, formToAddress, type AddressForm } from './address-form.ts';
import { addressDraft } from './address-draft.ts';
import { formChanged, withDraft, type FormDraft } from '../../lib/form-draft.ts';
import { useAddAddress, useUpdateAddress } from './api/addresses.ts';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { useShownUnderTheFinger } from '../../lib/double-tap-guard.ts';
import { useBackClosesDialog } from '../../lib/back-closes-dialog.ts';
import { DraftRestoredNote } from '../../components/DraftRestoredNote.tsx';

type Props = {
  /** Absent: a new address ('Tambah Alamat'); present: that address is edited. */
  address?: Address;
  /** What the form held when the page went away with it open (lib/form-draft.ts): it opens with it. */
  draft?: FormDraft<AddressForm>;
  onClose: () => void;
};

/** Spec section 9: the add-address dialog closes 2 s after its success message. */
const CLOSE_AFTER_MS = 2000;
const FORM_ID = 'address-form';

/** Add or edit one address: the fields, and a point from the map, the device or typed numbers. */
export function AddressFormDialog({ address, draft, onClose }: Props) {
  const editing = address !== undefined;
  const [start] = useState<AddressForm>(() => (address ? addressToForm(address) : EMPTY_ADDRESS));
  const [form, setForm] = useState(() => (draft ? withDraft(start, draft.form) : start));
  const [done, setDone] = useState(false);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const [checked, setChecked] = useState(false);
  // The list (and the branch distances the active address feeds) is read again by the hooks.
  const onSuccess = () => setDone(true);
  const add = useAddAddress({ onSuccess });
  const update = useUpdateAddress({ onSuccess });
  const flight = useSingleFlight();
  const pending = flight.pending;
  const failure = add.error ?? update.error;

  // The list behind re-renders the parent while the message shows (a new onClose): the timer must not
  // restart, and calls the latest onClose when it fires.
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const problems = addressFormProblems(form);
  const latitudeProblem = problems.latitude;
  const longitudeProblem = problems.longitude;
  const coordinatesProblem = latitudeProblem ?? longitudeProblem ?? problems.point;
  const set = (patch: Partial<AddressForm>) => setForm((f) => ({ ...f, ...patch }));

  // The typing is kept in this tab until it is saved or thrown away: the page may go away with the form
  // open (a second Back in a row, a reload, a phone that drops the tab), and the address tab opens it
  // again with it. Nothing to keep once it is saved, or while it holds nothing of the customer's. The same
  // new address sent again (its answer lost) is the same address to the gateway, from a restored draft too.
  const keyFor = useDraftKey(addressDraft, draft, { form, editing: address?.id ?? null, worthKeeping: !done && formChanged(form, start) });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (coordinatesProblem || done) return;
    const payload = formToAddress(form);
    // Errors show from the mutations' own state below.
    flight.start(() =>
      address
        ? update.mutateAsync({ customer_address_id: address.id, ...payload })
        : whileInProgress(() => add.mutateAsync({ ...payload, idempotency_key: keyFor(JSON.stringify(payload)) })),
    );
  };

  const successText = editing ? 'Alamat berhasil diperbarui!' : 'Alamat berhasil ditambahkan!';
  const failureText = (message: string) => (editing ? `Gagal memperbarui alamat: ${message}` : `Gagal menambahkan alamat: ${message}`);

  // Closed without saving (Batal, the cross, Escape, a phone's Back), a form with the customer's own
  // typing asks first: a Back pressed by habit, or a thumb on the cross, lost a whole address.
  const dismiss = () => (!done && formChanged(form, start) ? setAskingToDiscard(true) : onClose());

  // Drawn only while open: the rest of the double tap that opened or closed it is not for what lies
  // under the finger then (its fields; the top bar's 'Keluar' under its cross).
  useShownUnderTheFinger(true);
  // A phone's Back closes the form as its cross does, and the profile stays.
  useBackClosesDialog(dismiss);

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && dismiss()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{editing ? 'Edit Alamat' : 'Tambah Alamat'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Tutup" minW="11" minH="11" />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack asChild gap="4">
                <form id={FORM_ID} onSubmit={onSubmit} noValidate>
                  {draft && !done && <DraftRestoredNote />}
                  <fieldset disabled={pending || done} style={{ display: 'contents' }}>
                    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
                      {ADDRESS_FIELDS.map((field) => (
                        // Short number fields sit two by two even on a phone; text takes the row.
                        <Field.Root key={field.name} gridColumn={field.digits ? undefined : field.name === 'jalan' || field.name === 'header_name' ? '1 / -1' : { base: '1 / -1', md: 'span 2' }}>
                          <Field.Label>{field.label}</Field.Label>
                          <Input
                            name={field.name}
                            value={form[field.name]}
                            maxLength={field.maxLength}
                            placeholder={field.placeholder}
                            inputMode={field.digits ? 'numeric' : undefined}
                            autoComplete={field.name === 'kode_pos' ? 'postal-code' : undefined}
                            onChange={(e) => set({ [field.name]: field.digits ? e.target.value.replace(/\D/g, '') : e.target.value })}
                          />
                        </Field.Root>
                      ))}
                    </SimpleGrid>
                    <LocationPicker
                      value={toGeoPoint(form.latitude.replace(',', '.'), form.longitude.replace(',', '.'))}
                      onChange={(point) => set({ latitude: String(point.lat), longitude: String(point.lng) })}
                    />
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                      <Field.Root invalid={checked && latitudeProblem !== null}>
                        <Field.Label>Latitude</Field.Label>
                        <Input name="latitude" value={form.latitude} inputMode="decimal" placeholder="-6.200000" onChange={(e) => set({ latitude: e.target.value })} />
                        <Field.ErrorText>{latitudeProblem}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root invalid={checked && longitudeProblem !== null}>
                        <Field.Label>Longitude</Field.Label>
                        <Input name="longitude" value={form.longitude} inputMode="decimal" placeholder="106.816000" onChange={(e) => set({ longitude: e.target.value })} />
                        <Field.ErrorText>{longitudeProblem}</Field.ErrorText>
                      </Field.Root>
                    </SimpleGrid>
                    {checked && !latitudeProblem && !longitudeProblem && coordinatesProblem && (
                      <Text color="fg.error" fontSize="sm">{coordinatesProblem}</Text>
                    )}
                  </fieldset>
                  {failure && <ProblemAlert message={failureText(errorMessage(failure))} />}
                  {done && (
                    <Alert.Root status="success" role="status">
                      <Alert.Indicator />
                      <Alert.Title>{successText}</Alert.Title>
                    </Alert.Root>
                  )}
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minH="11" onClick={dismiss} disabled={pending}>
                Batal
              </Button>
              <Button type="submit" form={FORM_ID} colorPalette="brand" minH="11" disabled={pending || done}>
                {pending ? 'Menyimpan...' : 'Simpan'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={askingToDiscard}
        title={editing ? 'Buang Perubahan?' : 'Buang Isian Alamat?'}
        confirmLabel="Buang"
        cancelLabel="Lanjut Mengisi"
        destructive
        onConfirm={() => {
          addressDraft.drop();
          onClose();
        }}
        onClose={() => setAskingToDiscard(false)}
      >
        {editing ? 'Perubahan pada alamat ini belum disimpan dan akan hilang jika ditutup.' : 'Alamat yang Anda isi belum disimpan dan akan hilang jika ditutup.'}
      </ConfirmDialog>
    </Dialog.Root>
  );
}
