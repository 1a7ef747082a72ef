import { useState, type KeyboardEvent } from 'react';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { CustomerByEmail } from '@tulus/shared/contract/customer';
import { RETURN_CUSTOMER_SEARCH_FAILED, RETURN_EMAIL_REQUIRED } from '@tulus/shared/rules/messages';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  customer: CustomerByEmail | null;
  onCustomerChange: (customer: CustomerByEmail | null) => void;
  disabled?: boolean;
};

/** The return form's customer: found by e-mail, its name shown read-only. */
export function CustomerSearch({ email, onEmailChange, customer, onCustomerChange, disabled }: Props) {
  const utils = trpc.useUtils();
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const search = async () => {
    setError(null);
    if (!email.trim()) return setError(RETURN_EMAIL_REQUIRED);
    setSearching(true);
    try {
      // No retry: 'Customer tidak ditemukan.' will not change by asking twice.
      onCustomerChange(await utils.driver.customerByEmail.fetch({ email: email.trim() }, { retry: false, staleTime: 0 }));
    } catch (e) {
      onCustomerChange(null);
      setError(errorMessage(e, RETURN_CUSTOMER_SEARCH_FAILED));
    } finally {
      setSearching(false);
    }
  };

  // Enter searches instead of submitting the whole return.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  return (
    <Stack gap="4">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Email Customer</Field.Label>
        <HStack w="full" gap="2" align="start">
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="customer@contoh.id"
            value={email}
            minH="11"
            disabled={disabled}
            onKeyDown={onKeyDown}
            onChange={(e) => {
              onEmailChange(e.target.value);
              // A name found for another address must not be sent with this one.
              if (customer) onCustomerChange(null);
              setError(null);
            }}
          />
          <Button onClick={search} variant="outline" colorPalette="brand" minH="11" flexShrink={0} disabled={disabled || searching}>
            <Search aria-hidden />
            {searching ? 'Mencari...' : 'Cari'}
          </Button>
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Field.Root readOnly>
        <Field.Label>Nama Customer</Field.Label>
        <Input value={customer?.nama_lengkap ?? ''} readOnly placeholder="Cari customer dengan email" minH="11" bg="gray.50" />
      </Field.Root>
    </Stack>
  );
}
