import { Field, Input } from '@chakra-ui/react';
import { NativeSelect } from '../../theme/with-recipe/native-select.ts';
import { formatDateId } from '@tulus/shared/rules/format';
import { orderStatusLabel } from '@tulus/shared/rules/order-status';
import { useOrderList } from '../../lib/api/order-list.ts';

type Props = { value: string; onChange: (code: string) => void; error?: string };

/**
 * The order the complaint is about: a list of the customer's own orders (the gateway accepts only
 * those), or a text field when the list is empty or could not load.
 */
export function OrderCodeField({ value, onChange, error }: Props) {
  const orders = useOrderList('all');
  const list = orders.data ?? [];
  const known = list.some((o) => o.sales_order_code === value);
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        Nomor Pesanan <Field.RequiredIndicator />
      </Field.Label>
      {list.length > 0 ? (
        <NativeSelect.Root>
          <NativeSelect.Field name="sales_order_code" value={value} onChange={(e) => onChange(e.target.value)} minH="11" bg="white">
            <option value="">Pilih nomor pesanan</option>
            {/* A code from a link that is not in the list still shows, so the choice is never silently lost. */}
            {value && !known && <option value={value}>{value}</option>}
            {list.map((o) => (
              <option key={o.id} value={o.sales_order_code}>
                {o.sales_order_code} · {formatDateId(o.created_at)} · {orderStatusLabel(o.status_sales_order)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          name="sales_order_code"
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          placeholder={orders.isLoading ? 'Memuat data...' : 'Contoh: SO-20261122-0001'}
          minH="11"
          bg="white"
        />
      )}
      {error && <Field.ErrorText color="red.600">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
