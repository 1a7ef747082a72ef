import { Button, Card, HStack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';

/** A cart line whose product the catalogue no longer lists: it cannot be bought, only removed. */
export function MissingProductCard({ onDelete }: { onDelete: () => void }) {
  return (
    <Card.Root variant="subtle" borderRadius="xl">
      <Card.Body p="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text color="gray.600">Produk ini sudah tidak tersedia.</Text>
          <Button variant="ghost" colorPalette="red" minH="11" onClick={onDelete}>
            <Trash2 /> Hapus
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
