import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, Field, Flex, Heading, IconButton, Image, Input, InputGroup, Link, Stack, Text } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { DRIVER_LOGIN_FAILED_DEFAULT } from '@tulus/shared/rules/messages';
import { firstProblem } from '@tulus/shared/rules/form-check';
import { loginInput } from '@tulus/shared/rules/login-input';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDriverLogin } from './api/driver.ts';

/** /driver: the drivers' own login, outside the shop's frame. */
export function DriverLoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const login = useDriverLogin();
  const flight = useSingleFlight();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flight.run(send);
  };

  const send = async () => {
    setError(null);
    // The gateway's own schema. Spec section 5: both fields required, and then no request at all.
    const problem = firstProblem(loginInput, { email, password });
    if (problem) return setError(problem);
    try {
      await login.mutateAsync({ email: email.trim(), password });
      navigate('/dashboarddriver', { replace: true });
    } catch (e) {
      setError(errorMessage(e, DRIVER_LOGIN_FAILED_DEFAULT));
    }
  };

  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" px="4" py="10" bgGradient="to-b" gradientFrom="brand.50" gradientTo="white">
      <Card.Root w="full" maxW="sm" shadow="md" borderRadius="xl">
        <Card.Body gap="6" p={{ base: '6', sm: '8' }}>
          <Stack align="center" gap="2" textAlign="center">
            <Image src="/favicon.svg" alt="Logo Tulus" boxSize="14" />
            <Heading as="h1" size="xl">Login Driver</Heading>
            <Text color="gray.600" fontSize="sm">Masuk untuk melihat pengiriman cabang Anda.</Text>
          </Stack>

          {error && (
            <Alert.Root status="error" role="alert" borderRadius="md">
              <Alert.Indicator />
              <Alert.Description>{error}</Alert.Description>
            </Alert.Root>
          )}

          <form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <Field.Root>
                <Field.Label>Email</Field.Label>
                <Input type="email" autoComplete="username" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} minH="11" placeholder="nama@tulus.co.id" />
              </Field.Root>
              <Field.Root>
                <Field.Label>Kata Sandi</Field.Label>
                <InputGroup
                  endElement={
                    <IconButton
                      variant="ghost"
                      size="sm"
                      minW="11"
                      minH="11"
                      me="-3"
                      aria-label={showPassword ? 'Sembunyikan sandi' : 'Tampilkan sandi'}
                      onClick={() => setShowPassword((v) => !v)}
                    >
                      {showPassword ? <EyeOff /> : <Eye />}
                    </IconButton>
                  }
                >
                  <Input type={showPassword ? 'text' : 'password'} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} minH="11" />
                </InputGroup>
              </Field.Root>
              <Box textAlign="right">
                {/* The spec's link leads nowhere; resetting a driver's password is done by the branch. */}
                <Link href="#" fontSize="sm" color="brand.700" onClick={(e) => e.preventDefault()}>
                  Lupa Password
                </Link>
              </Box>
              <Button type="submit" colorPalette="brand" size="lg" minH="11" disabled={flight.pending}>
                {flight.pending ? 'Login...' : 'Login'}
              </Button>
            </Stack>
          </form>

          <Text fontSize="sm" color="gray.600" textAlign="center">
            Bukan driver?{' '}
            <Link asChild color="brand.700" fontWeight="medium">
              <RouterLink to="/login">Login sebagai pelanggan</RouterLink>
            </Link>
          </Text>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
