import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

/** What went wrong with a form or a list, in one line, announced to screen readers (role alert). */
export function ProblemAlert({ message }: { message: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
