import { Button } from '@chakra-ui/react';
import { BarTotal } from '../../layout/BarTotal.tsx';
import { StickyActionBar } from '../../layout/StickyActionBar.tsx';

type Props = { total: number; placing: boolean; disabled: boolean; onCheckout: () => void };

/**
 * Phones and tablets: 'Total Pembayaran' and Checkout at the bottom of the screen, wherever the
 * customer has scrolled. From lg on the summary column beside the details has the button.
 */
export function CheckoutBar({ total, placing, disabled, onCheckout }: Props) {
  return (
    <StickyActionBar inlineFrom="lg" summary={<BarTotal label="Total Pembayaran" amount={total} />}>
      <Button colorPalette="brand" size="lg" minH="12" onClick={onCheckout} disabled={placing || disabled} hideFrom="lg">
        {placing ? 'Memproses...' : 'Checkout'}
      </Button>
    </StickyActionBar>
  );
}
