import { DriverLayout } from './DriverLayout.tsx';
import { ProductReturnForm } from './ProductReturnForm.tsx';

/** /FormReturn: the same return form as the dashboard's Product Return tab. */
export function ProductReturnPage() {
  return (
    <DriverLayout>
      <ProductReturnForm />
    </DriverLayout>
  );
}
