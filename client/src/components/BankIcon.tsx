import { Center, Image } from '@chakra-ui/react';
import { Landmark } from 'lucide-react';

/** The bank's logo, or a generic bank icon when the account has none (spec: "icon or default icon"). */
export function BankIcon({ src, bankName, size = '10' }: { src: string | null | undefined; bankName: string; size?: string }) {
  if (src) return <Image src={src} alt={`Logo ${bankName}`} boxSize={size} objectFit="contain" flexShrink={0} />;
  return (
    <Center boxSize={size} bg="brand.50" color="brand.700" borderRadius="md" flexShrink={0} role="img" aria-label={`Logo ${bankName}`}>
      <Landmark size={20} aria-hidden />
    </Center>
  );
}
