import { useId, useRef, useState } from 'react';
import { createRecipeContext, HStack, IconButton, type HTMLChakraProps } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useEarlyChoice } from '../lib/before-the-app.ts';
import { PlainFieldLabel, PlainFieldRoot } from './PlainField.tsx';

// The input recipe on the browser's own input. Chakra's Input is Ark's field input, which brought Ark's
// field (its context, ids and prop merging) into the product page's and the cart's first load for a
// box that uses none of it, scripts a phone fetched before those pages could paint (decision 051).
const { withContext } = createRecipeContext({ key: 'input' });
const QuantityInput = withContext<HTMLInputElement, HTMLChakraProps<'input'>>('input');

type Props = {
  value: number;
  onChange: (quantity: number) => void;
  /** 1 on the product page and the driver's return form; 0 in the cart (spec section 4: the stepper cannot go below 0). */
  min: number;
  max?: number;
  /**
   * Names the product, so a screen reader knows which line's quantity this is (product page, cart).
   * Without it the stepper is a form field of its own, labelled 'Jumlah' (the driver's return form).
   */
  label?: string;
  disabled?: boolean;
};

/**
 * The one quantity control: big buttons for thumbs, typing allowed. What is typed may be briefly
 * empty; the quantity changes once it is a number, kept within min and max, on leaving the field or Enter.
 */
export function QuantityStepper({ value, onChange, min, max = 9999, label, disabled }: Props) {
  // Null while not typing: the field then shows the quantity as it is now.
  const [typed, setTyped] = useState<string | null>(null);
  const id = useId();
  const text = typed ?? String(value);

  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  const commit = (raw: string) => {
    const n = Number.parseInt(raw, 10);
    const next = Number.isNaN(n) ? value : clamp(n);
    setTyped(null);
    if (next !== value) onChange(next);
  };

  const digits = (raw: string) => raw.replace(/\D/g, '').slice(0, 4);
  // A quantity typed on the drawn page (the product page, the cart) before the app took it over: kept
  // as typed while the box still has the focus, else taken as it would have been on leaving the box.
  const input = useRef<HTMLInputElement>(null);
  useEarlyChoice(() => input.current?.value, String(value), (shown) => (document.activeElement === input.current ? setTyped(digits(shown)) : commit(shown)));

  // In a product's line the control is one bordered piece; as a form field it stands under its label.
  const inLine = label !== undefined;
  const buttons = { variant: inLine ? 'ghost' : 'outline', minW: '11', minH: '11' } as const;
  const stepper = (
    <HStack gap={inLine ? '0' : '2'} {...(inLine && { borderWidth: '1px', borderRadius: 'md', w: 'fit-content', bg: 'white' })}>
      <IconButton
        aria-label={inLine ? `Kurangi jumlah ${label}` : 'Kurangi satu'}
        {...buttons}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <Minus />
      </IconButton>
      <QuantityInput
        ref={input}
        id={id}
        aria-label={inLine ? `Jumlah ${label}` : undefined}
        value={text}
        inputMode="numeric"
        pattern="[0-9]*"
        w={inLine ? '16' : '24'}
        minH="11"
        textAlign="center"
        {...(inLine && { border: 'none', borderRadius: '0' })}
        disabled={disabled}
        onChange={(e) => setTyped(digits(e.target.value))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && commit(e.currentTarget.value)}
      />
      <IconButton
        aria-label={inLine ? `Tambah jumlah ${label}` : 'Tambah satu'}
        {...buttons}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <Plus />
      </IconButton>
    </HStack>
  );
  if (inLine) return stepper;
  return (
    <PlainFieldRoot>
      <PlainFieldLabel htmlFor={id}>Jumlah</PlainFieldLabel>
      {stepper}
    </PlainFieldRoot>
  );
}
