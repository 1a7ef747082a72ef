import { useState, type ReactNode } from 'react';
import { Button, Card, HStack, Heading, Stack } from '@chakra-ui/react';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';

type Props = {
  title: string;
  children: ReactNode;
  problem: string | null;
  onBack: () => void;
  onChoose: () => void;
};

/**
 * A method page's choice and the message asking for one. A choice answers that message, so it clears it:
 * in the phone's action bar it would otherwise keep about 70 px of the screen.
 */
export function useMethodChoice(initial: string | null | (() => string | null)) {
  const [chosen, setChosen] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (value: string) => {
    setChosen(value);
    setProblem(null);
  };
  return { chosen, pick, problem, ask: setProblem };
}

/**
 * The frame both full-screen payment method steps share: title, choices, a message, Kembali / Pilih.
 * On a phone Kembali and Pilih are in the bottom action bar: within thumb reach however long the list of
 * accounts, and where they were while the list was loading ('Memuat data...' gave way to the cards and
 * moved them down under a thumb on their way to 'Pilih'). On wider screens the bar is the card's last row.
 */
export function MethodScreen({ title, children, problem, onBack, onChoose }: Props) {
  return (
    <Stack gap="5" maxW="xl" mx="auto" w="full">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        {title}
      </Heading>
      <Card.Root variant="outline" bg="white">
        <Card.Body gap="4" p={{ base: '4', md: '5' }}>
          {children}
          <StickyActionBar notice={problem && <ProblemAlert message={problem} />}>
            <HStack justify="flex-end" gap="3">
              <Button variant="outline" minH="11" onClick={onBack}>
                Kembali
              </Button>
              <Button colorPalette="brand" minH="11" px="8" flex={{ base: '1', md: 'none' }} onClick={onChoose}>
                Pilih
              </Button>
            </HStack>
          </StickyActionBar>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
