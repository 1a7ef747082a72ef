import { Button } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { copyText } from '../lib/copy-text.ts';
import { notify } from './notify.ts';

type Props = {
  /** Exactly what the banking app needs pasted (digits only). */
  value: string;
  /** What is copied, for the button's name and the toast: 'Nomor rekening'. */
  what: string;
};

/** 'Salin' beside a number the customer must type into a banking app, with a toast saying it worked. */
export function CopyButton({ value, what }: Props) {
  const copy = async () => {
    if (await copyText(value)) notify.success(`${what} disalin: ${value}`, 2000);
    else notify.error(`${what} tidak dapat disalin. Silakan salin secara manual.`);
  };
  return (
    <Button size="sm" variant="outline" colorPalette="brand" minH="11" flexShrink={0} aria-label={`Salin ${what.toLowerCase()}`} onClick={() => void copy()}>
      <Copy aria-hidden /> Salin
    </Button>
  );
}
