import { useState } from 'react';
import { HStack, IconButton, Input } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';

type Props = {
  value: number;
  onChange: (quantity: number) => void;
  /** 1 on the product page; 0 in the cart (spec section 4: the stepper cannot go below 0). */
  min: number;
  max?: number;
  /** Names the product, so a screen reader knows which line's quantity this is. */
  label: string;
};

/** The shop's quantity control (product detail and cart): big buttons for thumbs, typing allowed. */
export function QuantityStepper({ value, onChange, min, max = 9999, label }: Props) {
  // The text being typed may be briefly empty; the quantity only changes once it is a number.
  // Null while not typing: the field then shows the quantity as it is now.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? String(value);

  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  const commit = (raw: string) => {
    const n = Number.parseInt(raw, 10);
    const next = Number.isNaN(n) ? value : clamp(n);
    setTyped(null);
    if (next !== value) onChange(next);
  };

  return (
    <HStack gap="0" borderWidth="1px" borderRadius="md" w="fit-content" bg="white">
      <IconButton
        aria-label={`Kurangi jumlah ${label}`}
        variant="ghost"
        minW="11"
        minH="11"
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <Minus />
      </IconButton>
      <Input
        aria-label={`Jumlah ${label}`}
        value={text}
        inputMode="numeric"
        pattern="[0-9]*"
        w="16"
        minH="11"
        textAlign="center"
        border="none"
        borderRadius="0"
        onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 4))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && commit(e.currentTarget.value)}
      />
      <IconButton
        aria-label={`Tambah jumlah ${label}`}
        variant="ghost"
        minW="11"
        minH="11"
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <Plus />
      </IconButton>
    </HStack>
  );
}
