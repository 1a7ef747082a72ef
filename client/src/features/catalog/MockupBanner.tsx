import { Link as RouterLink } from 'react-router-dom';

/** The closing call to action of the landing page (spec: mockup banner); home-page.css. */
export function MockupBanner() {
  return (
    <section aria-labelledby="mockup-title" className="mockup">
      <div className="mockup__grid">
        <img src="/home/mockup-phone.svg" alt="Tampilan aplikasi Tulus di ponsel" width={480} height={700} className="mockup__picture" />
        <div className="mockup__text">
          <h2 id="mockup-title" className="heading heading--2xl home-heading mockup__title">
            Pesan air cukup dari ponsel
          </h2>
          <p className="home-paragraph">Pilih produk, transfer, unggah bukti bayar, lalu pantau pengiriman. Semua dari satu tempat.</p>
          <RouterLink to="/register" className="button button--lg button--solid palette-brand mockup__cta">
            Daftar Sekarang
          </RouterLink>
        </div>
      </div>
    </section>
  );
}
