import type { ReactNode } from 'react';
import { Alert, Stack } from '@chakra-ui/react';

type Props = {
  title: string;
  description?: string;
  /** A driver's screen warns (its Kembali leads back); a customer's payment screen says it failed; an order already done informs. */
  status?: 'warning' | 'error' | 'info';
  /** Where to go instead, shown under the alert (the customer's order history). */
  action?: ReactNode;
};

/** A screen opened without its order (no state, no ?code=): say so, and offer a way on where there is one. */
export function MissingOrder({ title, description, status = 'warning', action }: Props) {
  const alert = (
    <Alert.Root status={status} role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
  if (!action) return alert;
  return (
    <Stack gap="4" maxW="xl" mx="auto" w="full">
      {alert}
      {action}
    </Stack>
  );
}
