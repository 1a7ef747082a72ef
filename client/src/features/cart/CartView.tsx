import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { itemsSubtotal, unitPriceFor } from '@tulus/shared/rules/pricing';
import { errorMessage } from '../../lib/errors.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { cart, useCart } from './cart-store.ts';
import { CartItemCard } from './CartItemCard.tsx';
import { CartSummary } from './CartSummary.tsx';
import { MissingProductCard } from './MissingProductCard.tsx';
import { checkoutPath, checkoutState, type CartLine } from './checkout-navigation.ts';
import { useCustomerDetail } from '../../lib/api/customer.ts';
import { useProductsByIds } from '../../lib/api/catalog.ts';
import { eitherRead, LoadFailed } from '../../components/LoadFailed.tsx';
import { PlainCheckbox } from '../../components/PlainCheckbox.tsx';

/**
 * The cart (the /Keranjang screen and the profile's 'Keranjang Belanja' tab). Products are fetched
 * fresh, so prices are today's and follow the customer's tier.
 */
export function CartView({ preselected = [] }: { preselected?: readonly number[] }) {
  const navigate = useNavigate();
  const { items, known } = useCart();
  // Products put back by 'Pesan Lagi' start selected, so the order can go to checkout in one tap.
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(preselected));
  const [deleting, setDeleting] = useState<number | null>(null);
  const ids = useMemo(() => [...new Set(items.map((i) => i.product_id))].sort((a, b) => a - b), [items]);
  const products = useProductsByIds(ids, { keepPrevious: true });
  const detail = useCustomerDetail();
  const tier = detail.data?.status_customer;

  // Seeing the cart clears the top navigation's "changed" dot, also after edits made here.
  useEffect(() => cart.markViewed(), [items]);

  const byId = useMemo(() => new Map((products.data ?? []).map((p) => [p.product_id, p])), [products.data]);
  const lines: CartLine[] = items.flatMap((item) => {
    const product = byId.get(item.product_id);
    return product ? [{ product, quantity: item.quantity }] : [];
  });
  // A selected line at quantity 0 buys nothing, so it neither counts nor goes to checkout.
  const chosen = lines.filter((l) => selected.has(l.product.product_id) && l.quantity > 0);
  const total = itemsSubtotal(chosen.map((l) => ({ price: unitPriceFor(l.product, tier, l.quantity), quantity: l.quantity })));

  // The same functions for every line at every render (the compiler keeps them: they read no state), so
  // a tap on one line leaves the others' props as they were (CartItemCard is memo).
  const setQuantity = (id: number, quantity: number) => cart.setQuantity(id, quantity);
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = lines.length > 0 && lines.every((l) => selected.has(l.product.product_id));
  const confirmDelete = () => {
    if (deleting === null) return;
    cart.remove(deleting);
    toggle(deleting, false);
    setDeleting(null);
  };

  // The gateway draws the cart without its lines (they live in the browser): placeholders until known.
  // Every state plain (cart.css), as the lines are: the gateway draws each, and a plain page is taken
  // over before Chakra's system is built (main.tsx).
  if (!known) return <LinePlaceholders count={2} />;
  if (items.length === 0) {
    return (
      <div className="cart-empty">
        <p className="cart-empty__text">Keranjang Anda kosong.</p>
        <RouterLink to="/#full-produk" className="button button--md button--solid palette-brand cart-empty__shop">
          Belanja Sekarang
        </RouterLink>
      </div>
    );
  }
  if (products.isLoading || detail.isLoading) return <LinePlaceholders count={items.length} />;
  if (products.error || detail.error) {
    return (
      <LoadFailed message={errorMessage(products.error ?? detail.error)} query={eitherRead(products, detail)} />
    );
  }

  // Plain elements styled by cart.css (decision 065): a tap on a line renders this list again.
  return (
    <div className="cart">
      <div className="cart__lines">
        <PlainCheckbox checked={allSelected} onCheckedChange={(on) => setSelected(on ? new Set(lines.map((l) => l.product.product_id)) : new Set())} className="checkbox--thumb cart__select-all">
          Pilih semua
        </PlainCheckbox>
        {items.map((item) => {
          const product = byId.get(item.product_id);
          return product ? (
            <CartItemCard
              key={item.product_id}
              product={product}
              quantity={item.quantity}
              tier={tier}
              selected={selected.has(item.product_id)}
              onSelect={toggle}
              onQuantity={setQuantity}
              onDelete={setDeleting}
            />
          ) : (
            <MissingProductCard key={item.product_id} onDelete={() => setDeleting(item.product_id)} />
          );
        })}
      </div>
      <CartSummary selectedCount={chosen.length} total={total} onCheckout={() => navigate(checkoutPath(chosen), { state: checkoutState(chosen, tier) })} />
      <ConfirmDialog open={deleting !== null} title="Konfirmasi Penghapusan" confirmLabel="Hapus" destructive onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
        Apakah Anda yakin ingin menghapus produk ini dari keranjang?
      </ConfirmDialog>
    </div>
  );
}

/** Stand-ins of the cart's lines while they are not known yet (Chakra's Skeleton, as tall as a line). */
function LinePlaceholders({ count }: { count: number }) {
  return (
    <div className="cart__lines" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton cart__line-placeholder" />
      ))}
    </div>
  );
}
