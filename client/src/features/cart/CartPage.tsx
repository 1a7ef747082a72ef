import { useLocation } from 'react-router-dom';
import { CartView } from './CartView.tsx';
import { ReorderNoticeAlert } from './ReorderNoticeAlert.tsx';
import { readReorderNotice } from './reorder-notice.ts';

/** /Keranjang; after 'Pesan Lagi' it says what was put back and has those products selected. */
export function CartPage() {
  const location = useLocation();
  const notice = readReorderNotice(location.state);
  return (
    <div className="cart-page">
      <h1 className="heading heading--2xl cart-page__title">Keranjang</h1>
      {notice && <ReorderNoticeAlert notice={notice} />}
      <CartView preselected={notice?.product_ids} />
    </div>
  );
}
