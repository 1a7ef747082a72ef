import { Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';

type Props = { value: string; onChange: (value: string) => void; min?: number; disabled?: boolean };

/** Big minus/plus buttons: a quantity set with one thumb, never below the minimum (spec: 1). */
export function QuantityStepper({ value, onChange, min = 1, disabled }: Props) {
  const current = Number.parseInt(value, 10);
  const step = (delta: number) => onChange(String(Math.max(min, (Number.isFinite(current) ? current : min) + delta)));
  return (
    <Field.Root>
      <Field.Label>Jumlah</Field.Label>
      <HStack gap="2">
        <IconButton aria-label="Kurangi satu" variant="outline" minW="11" minH="11" onClick={() => step(-1)} disabled={disabled || !(current > min)}>
          <Minus />
        </IconButton>
        <Input
          inputMode="numeric"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          w="24"
          minH="11"
          textAlign="center"
          disabled={disabled}
        />
        <IconButton aria-label="Tambah satu" variant="outline" minW="11" minH="11" onClick={() => step(1)} disabled={disabled}>
          <Plus />
        </IconButton>
      </HStack>
    </Field.Root>
  );
}
