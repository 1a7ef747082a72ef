import { Button, type ButtonProps } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useReorder } from './useReorder.ts';

type Props = { salesOrderCode: string; variant?: ButtonProps['variant'] } & Pick<ButtonProps, 'size' | 'position' | 'zIndex' | 'w'>;

/** 'Pesan Lagi': the same products and quantities back in the cart, at today's prices. */
export function ReorderButton({ salesOrderCode, variant = 'outline', ...rest }: Props) {
  const { reorder, pending } = useReorder();
  return (
    <Button
      colorPalette="brand"
      variant={variant}
      minH="11"
      loading={pending}
      loadingText="Memproses..."
      onClick={() => reorder(salesOrderCode)}
      aria-label={`Pesan Lagi ${salesOrderCode}`}
      {...rest}
    >
      <RotateCcw aria-hidden /> Pesan Lagi
    </Button>
  );
}
