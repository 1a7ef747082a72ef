import type { ReactNode } from 'react';
import { Card, HStack, Heading } from '@chakra-ui/react';

/** One block of the checkout (address, payment, delivery, items): same frame, same heading level. */
type Props = { title: string; action?: ReactNode; children: ReactNode; testId?: string; /** Marked while a checkout rule about this block fails. */ invalid?: boolean };

export function SectionCard({ title, action, children, testId, invalid }: Props) {
  return (
    <Card.Root variant="outline" bg="white" data-testid={testId} borderColor={invalid ? 'red.500' : undefined} borderWidth={invalid ? '2px' : undefined} data-invalid={invalid || undefined}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md" color="brand.800">
            {title}
          </Heading>
          {action}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
