import type { ReactNode } from 'react';
import { Button, Card, HStack, Heading, Stack } from '@chakra-ui/react';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';

type Props = {
  title: string;
  children: ReactNode;
  problem: string | null;
  onBack: () => void;
  onChoose: () => void;
};

/** The frame both full-screen payment method steps share: title, choices, a message, Kembali / Pilih. */
export function MethodScreen({ title, children, problem, onBack, onChoose }: Props) {
  return (
    <Stack gap="5" maxW="xl" mx="auto" w="full">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        {title}
      </Heading>
      <Card.Root variant="outline" bg="white">
        <Card.Body gap="4" p={{ base: '4', md: '5' }}>
          {children}
          {problem && <ProblemAlert message={problem} />}
          <HStack justify="flex-end" gap="3">
            <Button variant="outline" minH="11" onClick={onBack}>
              Kembali
            </Button>
            <Button colorPalette="brand" minH="11" px="8" onClick={onChoose}>
              Pilih
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
