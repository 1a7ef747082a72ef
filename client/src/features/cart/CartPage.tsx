import { useLocation } from 'react-router-dom';
import { useMounted } from '../../lib/use-mounted.ts';
import { CartView } from './CartView.tsx';
import { ReorderNoticeAlert } from './ReorderNoticeAlert.tsx';
import { readReorderNotice } from './reorder-notice.ts';

/** /Keranjang; after 'Pesan Lagi' it says what was put back and has those products selected. */
export function CartPage() {
  const location = useLocation();
  // The notice lives in the browser's history state, which the gateway never sees: it draws the cart
  // without it. So a reload after 'Pesan Lagi' takes the drawn cart over without the notice, and shows it
  // right after; with it, the first render differed from the drawing and React drew the page again
  // (error 418). Within the app the cart has it from its first render.
  const notice = useMounted() ? readReorderNotice(location.state) : null;
  return (
    <div className="cart-page">
      <h1 className="heading heading--2xl cart-page__title">Keranjang</h1>
      {notice && <ReorderNoticeAlert notice={notice} />}
      {/* The lines put back start selected: the view's first state, so a notice that comes after hydration gets a view of its own. */}
      <CartView key={notice ? 'reorder' : 'cart'} preselected={notice?.product_ids} />
    </div>
  );
}
