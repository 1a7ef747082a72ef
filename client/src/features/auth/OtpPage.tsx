import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Button, Field, Input, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { OTP_REQUIRED, OTP_SENT } from '@tulus/shared/rules/messages';
import { OTP_LENGTH } from '@tulus/shared/rules/otp';
import { firstProblem } from '@tulus/shared/rules/form-check';
import { otpInput } from '@tulus/shared/rules/otp-input';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../layout/notify.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from './FormAlert.tsx';
import { forgetOtpRequest, markOtpRequested } from './otp-request-time.ts';
import { useOtpResendWait } from './use-otp-resend-wait.ts';
import { usePendingRegistration, useResendOtp, useVerifyOtp } from './api/auth.ts';
import { registrationDraft } from './registration-draft.ts';

const REGISTERED = 'Registrasi berhasil! Silakan login dengan akun Anda.';

/** /Otp: the code e-mailed at registration creates the account; a new code waits 60 s. */
export function OtpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const sentMessage = (location.state as { message?: unknown } | null)?.message;
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(typeof sentMessage === 'string' ? sentMessage : null);
  // The registration waits in an httpOnly cookie; the gateway tells us only its e-mail.
  const pending = usePendingRegistration();
  const email = pending.data?.email;
  const verify = useVerifyOtp();
  const flight = useSingleFlight();
  const resending = useSingleFlight();
  const resend = useResendOtp();
  const { secondsLeft, restart } = useOtpResendWait();

  // Inline only: the message sits right above the code field the customer is looking at.
  const fail = (message: string) => {
    setSuccess(null);
    setError(message);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void flight.run(send);
  };

  const send = async () => {
    // Spec section 5: no pending e-mail reads as a missing code; the code itself by the gateway's own schema.
    // Only once the gateway has said there is none: a tap while its answer is still on the way sends
    // the code, and the gateway (which reads the registration's cookie, not this screen) decides.
    if (pending.data === null) return fail(OTP_REQUIRED);
    const problem = firstProblem(otpInput, { otp });
    if (problem) return fail(problem);
    setError(null);
    let account;
    try {
      account = await verify.mutateAsync({ otp });
    } catch (err) {
      return fail(errorMessage(err));
    }
    forgetOtpRequest();
    // The account is made: the form's typing has nothing left to come back for.
    registrationDraft.drop();
    setSuccess(REGISTERED);
    notify.dismissAll();
    notify.success(REGISTERED, 5000);
    navigate('/login', { replace: true, state: { email: account.email } });
  };

  const onResend = () => void resending.run(sendAgain);

  const sendAgain = async () => {
    try {
      const res = await resend.mutateAsync();
      markOtpRequested(Date.now());
      restart();
      setError(null);
      setOtp('');
      setSuccess(res.message || OTP_SENT);
    } catch (err) {
      fail(errorMessage(err));
    }
  };

  const subtitle = pending.isLoading ? (
    <Skeleton as="span" display="inline-block" h="4" w="56" />
  ) : email ? (
    <>
      Masukkan {OTP_LENGTH} digit kode OTP yang kami kirim ke <Text as="strong" color="gray.800">{email}</Text>.
    </>
  ) : (
    'Masukkan kode OTP yang kami kirim ke email Anda.'
  );

  return (
    <AuthCard title="Verifikasi OTP" subtitle={subtitle}>
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          {!pending.isLoading && !email && (
            <FormAlert status="info" text="Data registrasi tidak ditemukan. Silakan daftar ulang." />
          )}
          <FormAlert text={error} />
          <FormAlert status="success" text={success} />
          <Field.Root>
            <Field.Label>Kode OTP</Field.Label>
            <Input
              name="otp"
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              placeholder="••••••"
              textAlign="center"
              fontSize="2xl"
              letterSpacing="0.5em"
              minH="14"
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" minH="11" disabled={flight.pending}>
            {flight.pending ? 'Memverifikasi...' : 'Verifikasi'}
          </Button>
          <Stack gap="1" align="center">
            <Text fontSize="sm" color="gray.600">
              {secondsLeft > 0 ? `Kirim ulang kode dalam ${secondsLeft} detik` : 'Tidak menerima kode?'}
            </Text>
            <Button variant="ghost" colorPalette="brand" minH="11" onClick={onResend} disabled={secondsLeft > 0 || resending.pending || !email}>
              {resending.pending ? 'Mengirim...' : 'Kirim Ulang OTP'}
            </Button>
          </Stack>
          <Link asChild color="brand.fg" fontSize="sm" alignSelf="center" minH="11">
            <RouterLink to="/register">Kembali ke Registrasi</RouterLink>
          </Link>
        </form>
      </Stack>
    </AuthCard>
  );
}
