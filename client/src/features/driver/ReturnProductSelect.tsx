import { Field } from '@chakra-ui/react';
import { NativeSelect } from '../../theme/with-recipe/native-select.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useReturnProducts } from './api/driver.ts';
import { ReadAgain } from '../../components/LoadFailed.tsx';

type Props = { value: string; onChange: (productId: string) => void; disabled?: boolean };

/** Products of the driver's branch (the gateway takes the branch from the session). */
export function ReturnProductSelect({ value, onChange, disabled }: Props) {
  const products = useReturnProducts();
  return (
    <Field.Root invalid={Boolean(products.error)}>
      <Field.Label>Produk</Field.Label>
      <NativeSelect.Root disabled={disabled || !products.data}>
        <NativeSelect.Field
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          placeholder={products.isLoading ? 'Memuat data...' : 'Pilih produk'}
          minH="11"
        >
          {products.data?.map((p) => (
            <option key={p.product_id} value={String(p.product_id)}>{p.product_name}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {products.error && <Field.ErrorText>{errorMessage(products.error, 'Terjadi kesalahan saat mengambil produk')}</Field.ErrorText>}
      {products.error && <ReadAgain query={products} />}
    </Field.Root>
  );
}
