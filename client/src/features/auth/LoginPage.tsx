import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { firstProblem } from '@tulus/shared/rules/form-check';
import { loginInput } from '@tulus/shared/rules/login-input';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../layout/notify.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from './FormAlert.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { useLogin } from './api/auth.ts';

/** /login: the customer's sign-in (spec section 2, Login). */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // After a successful registration the OTP screen passes the new e-mail along.
  const registeredEmail = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof registeredEmail === 'string' ? registeredEmail : '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const flight = useSingleFlight();

  const fail = (message: string) => {
    setError(message);
    notify.error(message);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void flight.run(send);
  };

  const send = async () => {
    // The gateway's own schema: both fields (spec section 5, then no request), then the e-mail's form.
    const problem = firstProblem(loginInput, { email, password });
    if (problem) return fail(problem);
    setError(null);
    try {
      await login.mutateAsync({ email: email.trim(), password });
    } catch (err) {
      return fail(errorMessage(err));
    }
    notify.dismissAll();
    navigate('/', { replace: true });
  };

  return (
    <AuthCard title="Log In" subtitle="Masuk untuk memesan air minum Tulus.">
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <FormAlert text={error} />
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input type="email" name="email" autoComplete="email" inputMode="email" minH="11" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Kata Sandi</Field.Label>
            <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field.Root>
          {/* The spec's link leads nowhere: there is no password reset in the provider's API. */}
          <Link href="#" alignSelf="flex-end" fontSize="sm" color="brand.fg" onClick={(e) => e.preventDefault()} minH="11" display="inline-flex" alignItems="center">
            Lupa Password?
          </Link>
          <Button type="submit" colorPalette="brand" size="lg" minH="11" disabled={flight.pending}>
            {flight.pending ? 'Login...' : 'Login'}
          </Button>
          <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm" alignSelf="center" minH="11">
            <RouterLink to="/register">Belum punya akun? Daftar Sekarang</RouterLink>
          </Link>
        </form>
      </Stack>
    </AuthCard>
  );
}
