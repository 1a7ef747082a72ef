import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Field, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { OTP_SENT_CHECK_EMAIL, OTP_WAIT_MINUTE } from '@tulus/shared/rules/messages';
import { registrationInputProblem } from '@tulus/shared/rules/registration-input';
import { otpResendWaitLeft } from '@tulus/shared/rules/otp';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useFleetingMessage } from '../../lib/use-fleeting-message.ts';
import { notify } from '../../layout/notify.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from './FormAlert.tsx';
import { PlainCheckbox } from '../../components/PlainCheckbox.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { markOtpRequested, readOtpRequestedAt } from './otp-request-time.ts';
import { useRequestOtp } from './api/auth.ts';
import { withDraft } from '../../lib/form-draft.ts';
import { DraftRestoredNote } from '../../components/DraftRestoredNote.tsx';
import { holdsRegistration, registrationDraft, registrationTyping } from './registration-draft.ts';

const EMPTY = { nama_lengkap: '', email: '', nomor_hp: '', password: '', confirm_password: '', kode_referral: '' };
type Registration = typeof EMPTY;

/**
 * Spec section 5, in its order: the form's rules, then the OTP wait. The rules are the gateway's
 * own schema (shared/src/rules/registration-input.ts), so the page and the gateway cannot disagree.
 */
function registrationProblem(form: Registration, now: number): string | null {
  const problem = registrationInputProblem(form);
  if (problem) return problem;
  if (otpResendWaitLeft(readOtpRequestedAt(), now) > 0) return OTP_WAIT_MINUTE;
  return null;
}

/** /register ('Registrasi'): the form is checked, then the gateway e-mails an OTP and we go to /Otp. */
export function RegisterPage() {
  const navigate = useNavigate();
  // Typing the page went away with comes back (registration-draft.ts), the passwords to be typed again.
  const [draft] = useState(() => registrationDraft.read());
  const [form, setForm] = useState<Registration>(() => withDraft(EMPTY, registrationTyping({ ...EMPTY, ...draft?.form })));
  const restored = draft !== null;
  const { nama_lengkap, email, nomor_hp, kode_referral } = form;
  useEffect(() => {
    const typing = { nama_lengkap, email, nomor_hp, kode_referral };
    registrationDraft.keepTyping(holdsRegistration(typing) ? typing : null);
  }, [nama_lengkap, email, nomor_hp, kode_referral]);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { message, show } = useFleetingMessage(3000);
  const requestOtp = useRequestOtp();
  const flight = useSingleFlight();

  const set = (field: keyof Registration) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: field === 'nomor_hp' ? e.target.value.replace(/\D/g, '') : e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void flight.run(send);
  };

  const send = async () => {
    if (!termsAccepted) return;
    const problem = registrationProblem(form, Date.now());
    if (problem) return show(problem);
    try {
      const res = await requestOtp.mutateAsync({
        ...form,
        nama_lengkap: form.nama_lengkap.trim(),
        email: form.email.trim(),
        kode_referral: form.kode_referral.trim() || undefined,
      });
      markOtpRequested(Date.now());
      // The OTP screen shows the confirmation right above the code field.
      navigate('/Otp', { state: { message: res.message || OTP_SENT_CHECK_EMAIL } });
    } catch (err) {
      const text = errorMessage(err);
      show(text);
      notify.error(text);
    }
  };

  return (
    <AuthCard title="Registrasi" subtitle="Daftar untuk memesan dan menikmati harga khusus pelanggan.">
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          {restored && <DraftRestoredNote passwordAgain />}
          <Field.Root>
            <Field.Label>Nama Lengkap</Field.Label>
            <Input name="nama_lengkap" autoComplete="name" minH="11" value={form.nama_lengkap} onChange={set('nama_lengkap')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input type="email" name="email" autoComplete="email" inputMode="email" minH="11" value={form.email} onChange={set('email')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Nomor HP</Field.Label>
            <Input name="nomor_hp" autoComplete="tel" inputMode="numeric" maxLength={15} minH="11" value={form.nomor_hp} onChange={set('nomor_hp')} />
            <Field.HelperText>Hanya angka, contoh 081234567890.</Field.HelperText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root>
              <Field.Label>Kata Sandi</Field.Label>
              <PasswordInput name="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Konfirmasi Kata Sandi</Field.Label>
              <PasswordInput name="confirm_password" autoComplete="new-password" value={form.confirm_password} onChange={set('confirm_password')} />
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>
              Kode Referal{' '}
              <Text as="span" color="gray.500" fontWeight="normal">
                (opsional)
              </Text>
            </Field.Label>
            <Input name="kode_referral" minH="11" value={form.kode_referral} onChange={set('kode_referral')} />
          </Field.Root>
          <PlainCheckbox checked={termsAccepted} onCheckedChange={setTermsAccepted} multiline labelClassName="checkbox__label--regular">
            Saya berusia minimal 18 tahun dan menyetujui syarat dan ketentuan Tulus.
          </PlainCheckbox>
          <FormAlert text={message?.text} status={message?.status} />
          <Button type="submit" colorPalette="brand" size="lg" minH="11" disabled={!termsAccepted || flight.pending}>
            {flight.pending ? 'Mengirim OTP...' : 'Daftar'}
          </Button>
          <Text textAlign="center" fontSize="sm">
            Sudah punya akun?{' '}
            <Link asChild color="brand.fg" fontWeight="semibold" minH="11">
              <RouterLink to="/login">Login sekarang</RouterLink>
            </Link>
          </Text>
        </form>
      </Stack>
    </AuthCard>
  );
}
