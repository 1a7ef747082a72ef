import { useSearchParams } from 'react-router-dom';
import { DriverLayout } from './DriverLayout.tsx';
import { DeliveryOrders } from './DeliveryOrders.tsx';
import { ProductReturnForm } from './ProductReturnForm.tsx';

/** /dashboarddriver?tab=delivery (default) | return. */
export function DashboardPage() {
  const [params] = useSearchParams();
  return <DriverLayout>{params.get('tab') === 'return' ? <ProductReturnForm /> : <DeliveryOrders />}</DriverLayout>;
}
