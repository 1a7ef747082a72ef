import type { ReactNode } from 'react';
import { Box, Card, Center, DataList, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { ORDER_CODE_NOT_FOUND } from '@tulus/shared/rules/messages';
import { errorMessage } from '../../lib/errors.ts';
import { useOrderRef } from '../../lib/use-order-ref.ts';
import { MissingOrder } from '../../components/MissingOrder.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { OrderHistoryButton } from './OrderHistoryButton.tsx';
import type { Answer } from '../../lib/api/query-result.ts';
import { useOrderProofs } from './api/orders.ts';

/** What a proof shows for a fact the provider left empty. */
export const UNAVAILABLE = 'Tidak tersedia';

type Proofs = Answer['orders']['proofs'];

type Props = {
  title: string;
  /** The words of a failed read with no message of its own (the spec's, per page). */
  failedToRead: string;
  /** The card's facts and photo, once the order's proofs are read. */
  children: (proofs: Proofs, code: string) => ReactNode;
};

/**
 * An order's proof, payment or delivery (spec section 2): the order from the link (its state, or `?code=`),
 * its proofs read from the gateway, and what a customer needs when that fails: the order history when the link
 * has no order, 'Coba lagi' when the read failed.
 */
export function OrderProofPage({ title, failedToRead, children }: Props) {
  const code = useOrderRef().sales_order_code;
  const proofs = useOrderProofs(code);

  return (
    <Stack gap="5" maxW="2xl" mx="auto" w="full">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        {title}
      </Heading>
      {!code ? (
        <MissingOrder status="error" title={ORDER_CODE_NOT_FOUND} action={<OrderHistoryButton />} />
      ) : proofs.isLoading ? (
        <Stack gap="3">
          <Skeleton h="36" borderRadius="lg" />
          <Skeleton h="64" borderRadius="lg" />
        </Stack>
      ) : proofs.error || !proofs.data ? (
        <LoadFailed message={`Error: ${errorMessage(proofs.error, failedToRead)}`} query={proofs} />
      ) : (
        <Card.Root variant="outline" bg="white">
          <Card.Body gap="5" p={{ base: '4', md: '6' }}>
            {children(proofs.data, code)}
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

/** The proof's facts, the order's code first. */
export function ProofFacts({ code, children }: { code: string; children: ReactNode }) {
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size={{ base: 'md', sm: 'lg' }} gap="3">
      <DataList.Item>
        <DataList.ItemLabel>Kode Pesanan</DataList.ItemLabel>
        <DataList.ItemValue fontWeight="semibold">{code}</DataList.ItemValue>
      </DataList.Item>
      {children}
    </DataList.Root>
  );
}

/** One fact of a proof. `anywhere`: a value that may break anywhere (an e-mail address on a phone). */
export function ProofFact({ label, value, anywhere }: { label: string; value: ReactNode; anywhere?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap={anywhere ? 'anywhere' : undefined}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The proof's photo under its heading, or 'Gambar tidak tersedia' in its place. */
export function ProofPhoto({ heading, src, alt }: { heading: string; src: string | null | undefined; alt: string }) {
  return (
    <Box>
      <Heading as="h2" size="sm" mb="2" color="brand.800">
        {heading}
      </Heading>
      {src ? (
        <Image src={src} alt={alt} maxH="lg" w="full" objectFit="contain" bg="gray.50" borderRadius="md" />
      ) : (
        <Center flexDirection="column" gap="2" h="40" bg="gray.50" borderRadius="md" color="gray.500">
          <ImageOff aria-hidden />
          <Text>Gambar tidak tersedia</Text>
        </Center>
      )}
    </Box>
  );
}
