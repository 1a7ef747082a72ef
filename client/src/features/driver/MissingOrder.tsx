import { Alert } from '@chakra-ui/react';

/** A driver screen opened without its order (no state, no ?code=); the screen's Kembali leads back. */
export function MissingOrder({ title, description }: { title: string; description?: string }) {
  return (
    <Alert.Root status="warning" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
