import { IconButton } from '@chakra-ui/react';
import { ArrowUp } from 'lucide-react';

/** Always shown on the home screen (spec), so a long product list is one tap from the top. */
export function ScrollToTopButton() {
  return (
    <IconButton
      aria-label="Kembali ke atas"
      position="fixed"
      bottom={{ base: '4', md: '8' }}
      right={{ base: '4', md: '8' }}
      zIndex="docked"
      colorPalette="brand"
      borderRadius="full"
      size="lg"
      minW="12"
      minH="12"
      shadow="lg"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp />
    </IconButton>
  );
}
