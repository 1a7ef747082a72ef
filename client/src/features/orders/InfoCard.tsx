import type { ReactNode } from 'react';
import { Card, Heading } from '@chakra-ui/react';

/** One titled block of the order detail. */
export function InfoCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root variant="outline" bg="white" data-testid={testId}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Heading as="h2" size="md" color="brand.800">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
