import { Center, Image } from '@chakra-ui/react';
import { Droplet } from 'lucide-react';

// `priority`: a picture on the first screen (the largest paint on a phone): fetched at once and first,
// not when the browser's lazy loading gets round to it.
type Props = { src: string | null; name: string; size?: string; priority?: boolean };

/** A product photo on a soft blue square; a drop icon stands in when the catalogue has none. */
export function ProductImage({ src, name, size, priority = false }: Props) {
  return (
    <Center bg="brand.50" borderRadius="lg" aspectRatio="1" w={size ?? 'full'} overflow="hidden" flexShrink="0">
      {src ? (
        <Image src={src} alt={name} w="full" h="full" objectFit="contain" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} />
      ) : (
        <Droplet aria-label={name} role="img" color="var(--chakra-colors-brand-400)" size="40%" />
      )}
    </Center>
  );
}
