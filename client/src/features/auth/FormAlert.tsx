import { Alert } from '@chakra-ui/react';

type Props = { text: string | null | undefined; status?: 'error' | 'success' | 'info' };

/**
 * The red (or green) line above or below a form. role="alert" for errors so a screen reader
 * announces it the moment it appears; success and info are polite.
 */
export function FormAlert({ text, status = 'error' }: Props) {
  if (!text) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} borderRadius="md">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{text}</Alert.Title>
    </Alert.Root>
  );
}
