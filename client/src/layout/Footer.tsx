import { branchPhone } from '@tulus/shared/rules/branches';
import { errorMessage } from '../lib/errors.ts';
import { useSession } from '../features/auth/session.ts';
import { useBranchList } from '../lib/api/branches.ts';
import { ReadAgain } from '../components/LoadFailed.tsx';
import { laterSectionHeights } from '../components/LaterSection.tsx';
import { FrameLink } from './FrameLink.tsx';
import './frame.css';

/** Plain elements styled by frame.css: no Chakra style work for the footer as a page hydrates. */
export function Footer() {
  const { isCustomer } = useSession();
  const branches = useBranchList();
  return (
    <footer className="site-footer later-section" style={laterSectionHeights({ phone: '620px', wide: '240px' })}>
      <div className="site-footer__columns">
        <div className="site-footer__column">
          <p className="site-footer__name">Tulus</p>
          <p className="site-footer__quiet">Air minum kemasan dari 330 ml sampai galon 16 L.</p>
          <div className="site-footer__socials">
            <a href="https://www.instagram.com/" className="site-footer__link" target="_blank" rel="noreferrer">Instagram</a>
            <a href="https://www.facebook.com/" className="site-footer__link" target="_blank" rel="noreferrer">Facebook</a>
            <a href="https://wa.me/" className="site-footer__link" target="_blank" rel="noreferrer">WhatsApp</a>
          </div>
        </div>
        <div className="site-footer__column site-footer__column--links">
          <p className="site-footer__heading">Tautan</p>
          {isCustomer ? (
            <>
              <FrameLink to="/" className="site-footer__link">Home</FrameLink>
              <FrameLink to="/Profile?tab=riwayat_transaksi" className="site-footer__link">Pesanan</FrameLink>
              <FrameLink to="/Profile?tab=data_diri" className="site-footer__link">Profile</FrameLink>
              <FrameLink to="/FormComplain" className="site-footer__link">Komplain Pengiriman</FrameLink>
            </>
          ) : (
            <FrameLink to="/login" className="site-footer__link">Login</FrameLink>
          )}
        </div>
        <div className="site-footer__column">
          <p className="site-footer__heading">Kontak</p>
          <p className="site-footer__quiet">Jl. Raya Bekasi KM 21, Cakung, Jakarta Timur 13910</p>
          <p className="site-footer__quiet">Pengiriman setiap hari 08.00 - 21.00 WIB, kecuali hari libur nasional.</p>
        </div>
        <div className="site-footer__column">
          <p className="site-footer__heading">Cabang</p>
          {branches.isLoading && <p className="site-footer__quiet">Memuat data...</p>}
          {branches.error && (
            <>
              <p className="site-footer__failed">{errorMessage(branches.error, 'Gagal memuat cabang')}</p>
              <ReadAgain query={branches} onDark />
            </>
          )}
          {branches.data?.length === 0 && <p className="site-footer__quiet">Tidak ada cabang tersedia</p>}
          {branches.data?.map((b) => {
            const phone = branchPhone(b.telp);
            return (
              <div key={b.kd_cabang} className="site-footer__branch">
                <p>{b.nm_cabang}</p>
                {phone ? <a href={`tel:${phone}`} className="site-footer__link">{phone}</a> : <p className="site-footer__soon">Soon</p>}
              </div>
            );
          })}
        </div>
      </div>
    </footer>
  );
}
