import { useState } from 'react';
import { LogOut, ShoppingCart, TicketPercent } from 'lucide-react';
import { useSignOut } from '../lib/api/sign-out.ts';
import { useCartChanged } from '../features/cart/cart-store.ts';
import { useSession } from '../features/auth/session.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import { useCustomerDetail } from '../lib/api/customer.ts';
import { useGoTo } from '../lib/use-go-to.ts';
import { FrameLink } from './FrameLink.tsx';
import { TOP_BAR_ACTION, TOP_BAR_ICON, TOP_BAR_LOGIN } from './top-bar-classes.ts';
import './frame.css';

const TIER_LABELS: Record<string, string> = { member: 'Member', sahabat: 'Sahabat', sahabat_baru: 'Sahabat Baru', sahabat_karib: 'Sahabat Karib' };

export function TopNav() {
  const { isCustomer, likelyCustomer } = useSession();
  const detail = useCustomerDetail({ enabled: isCustomer });
  const hasUnseenChanges = useCartChanged();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const { signOut, pending: signingOut } = useSignOut();
  const goTo = useGoTo();
  const tier = detail.data?.status_customer;

  const askLogout = () => setConfirmLogout(true);

  const onLogout = () =>
    signOut(() => {
      setConfirmLogout(false);
      goTo('/');
    });

  const links = (
    <nav aria-label="Navigasi utama" className="top-bar__links">
      <FrameLink to="/" className={TOP_BAR_ACTION}>Beranda</FrameLink>
      <FrameLink to="/Profile?tab=riwayat_transaksi" className={TOP_BAR_ACTION}>Pesanan</FrameLink>
      <FrameLink to="/Profile?tab=data_diri" className={TOP_BAR_ACTION}>Profil</FrameLink>
      {tier && (
        <span className="top-bar__tier" data-tier={tier} data-testid="tier-badge">
          {TIER_LABELS[tier] ?? tier}
        </span>
      )}
    </nav>
  );

  // Plain elements styled by frame.css: no Chakra style work as a page hydrates or the route changes.
  return (
    <header className="top-bar">
      <div className="top-bar__row">
        <FrameLink to="/" aria-label="Tulus, ke beranda" className="top-bar__home">
          <img src="/favicon.svg" alt="" className="top-bar__logo" />
          <span className="top-bar__name">Tulus</span>
        </FrameLink>
        {isCustomer ? (
          <div className="top-bar__actions">
            <div className="top-bar__wide-links">{links}</div>
            <NotificationBell />
            <FrameLink to="/Profile?tab=voucher_saya" aria-label="Voucher" className={TOP_BAR_ICON}>
              <TicketPercent />
            </FrameLink>
            <div className="top-bar__marked">
              <FrameLink to="/Keranjang" aria-label="Keranjang" className={TOP_BAR_ICON}>
                <ShoppingCart />
              </FrameLink>
              {hasUnseenChanges && <span className="top-bar__cart-dot" data-testid="cart-dot" role="img" aria-label="Keranjang berubah" />}
            </div>
            <button type="button" aria-label="Keluar" className={TOP_BAR_ICON} onClick={askLogout}>
              <LogOut />
            </button>
          </div>
        ) : likelyCustomer ? (
          // The session is being read and this browser's last one was a customer's: no 'Login' to tap on a
          // patchy signal meanwhile (it would leave the screen for a form the customer does not need).
          // The row keeps its height, so the icons come in place of nothing.
          <div className="top-bar__actions" aria-hidden />
        ) : (
          <FrameLink to="/login" className={TOP_BAR_LOGIN}>Login</FrameLink>
        )}
      </div>
      {/* On phones the text links get their own row, so the bar never overflows 360 px. Until the gateway has
          said who is signed in, a browser whose last session was a customer's keeps the row's room, empty:
          the screen under it does not move down by the row when the answer comes. */}
      {isCustomer ? <div className="top-bar__phone-links">{links}</div> : likelyCustomer && <div className="top-bar__phone-links top-bar__phone-links--held" aria-hidden />}
      {/* Only a customer can log out: a visitor's page does not load the dialog, even at idle. */}
      {isCustomer && (
        <ConfirmDialog
          open={confirmLogout}
          title="Konfirmasi Logout"
          confirmLabel="Keluar"
          destructive
          loading={signingOut}
          onConfirm={onLogout}
          onClose={() => setConfirmLogout(false)}
        >
          Apakah Anda yakin ingin keluar?
        </ConfirmDialog>
      )}
    </header>
  );
}
