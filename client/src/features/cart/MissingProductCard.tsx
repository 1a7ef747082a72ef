import { Trash2 } from 'lucide-react';

/**
 * A cart line whose product the catalogue no longer lists: it cannot be bought, only removed. Plain
 * elements (cart.css), as the other lines: the cart is drawn, and taken over before Chakra's system is built.
 */
export function MissingProductCard({ onDelete }: { onDelete: () => void }) {
  return (
    <div className="card cart-missing">
      <div className="card__body cart-missing__body">
        <p className="cart-missing__text">Produk ini sudah tidak tersedia.</p>
        {/* Named as the other lines' 'Hapus' are, by what it removes: the product's own name is no longer known. */}
        <button type="button" aria-label="Hapus produk yang sudah tidak tersedia" className="button button--md button--ghost palette-red cart-line__remove" onClick={onDelete}>
          <Trash2 /> Hapus
        </button>
      </div>
    </div>
  );
}
