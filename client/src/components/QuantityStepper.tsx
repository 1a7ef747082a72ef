import { useId, useRef, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { MAX_QUANTITY } from '@tulus/shared/rules/cart-cookie';
import { useEarlyChoice } from '../lib/before-the-app.ts';
import { PlainFieldLabel, PlainFieldRoot } from './PlainField.tsx';

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
export function QuantityStepper({ value, onChange, min, max = MAX_QUANTITY, label, disabled }: Props) {
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
  // Plain elements styled by quantity-stepper.css and button.css: a tap on plus or minus changes the
  // value without styling the control's elements again at runtime (decision 064).
  const inLine = label !== undefined;
  const variant = inLine ? 'in-line' : 'field';
  const button = `button button--md button--icon ${inLine ? 'button--ghost' : 'button--outline'} quantity-stepper__button`;
  const stepper = (
    <div className={`quantity-stepper quantity-stepper--${variant}`}>
      <button
        type="button"
        className={button}
        aria-label={inLine ? `Kurangi jumlah ${label}` : 'Kurangi satu'}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <Minus />
      </button>
      <input
        ref={input}
        id={id}
        className={`quantity-stepper__input quantity-stepper__input--${variant}`}
        aria-label={inLine ? `Jumlah ${label}` : undefined}
        value={text}
        inputMode="numeric"
        pattern="[0-9]*"
        disabled={disabled}
        onChange={(e) => setTyped(digits(e.target.value))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && commit(e.currentTarget.value)}
      />
      <button
        type="button"
        className={button}
        aria-label={inLine ? `Tambah jumlah ${label}` : 'Tambah satu'}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <Plus />
      </button>
    </div>
  );
  if (inLine) return stepper;
  return (
    <PlainFieldRoot>
      <PlainFieldLabel htmlFor={id}>Jumlah</PlainFieldLabel>
      {stepper}
    </PlainFieldRoot>
  );
}
