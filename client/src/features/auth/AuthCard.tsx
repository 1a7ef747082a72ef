import type { ReactNode } from 'react';
import { Card, Heading, Image, Stack, Text } from '@chakra-ui/react';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode };

/** The narrow, centred card the login, registration and OTP screens share: logo, one h1, the form. */
export function AuthCard({ title, subtitle, children }: Props) {
  return (
    <Card.Root maxW="md" mx="auto" w="full" variant="elevated" borderRadius="xl">
      <Card.Body gap="6" p={{ base: '5', md: '8' }}>
        <Stack align="center" gap="3" textAlign="center">
          <Image src="/favicon.svg" alt="Logo Tulus" boxSize="14" />
          <Heading as="h1" size="2xl" color="brand.800">
            {title}
          </Heading>
          {subtitle && (
            <Text color="gray.600" fontSize="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
