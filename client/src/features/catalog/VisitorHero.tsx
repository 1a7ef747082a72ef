import { Link as RouterLink } from 'react-router-dom';

/**
 * The visitor's welcome: why Tulus, and the way in (spec: hero 'Ayo Daftar!' with a Login button). Plain
 * elements with home-page.css's rules (decision 076).
 */
export function VisitorHero() {
  return (
    <section aria-labelledby="hero-title" className="hero hero--visitor">
      <div className="hero__grid">
        <div className="hero__text">
          <p className="hero__kicker">Air minum kemasan Tulus</p>
          <h1 id="hero-title" className="heading heading--3xl hero__title">
            Ayo Daftar!
          </h1>
          <p className="hero__lead">
            Pesan air minum 330 ml sampai galon 16 L, bayar dengan transfer bank, dan pantau pesanan sampai di depan pintu. Gratis ongkir untuk
            pesanan mulai Rp 100.000.
          </p>
          <div className="hero__actions">
            <RouterLink to="/login" className="button button--lg button--solid hero__button">
              Login
            </RouterLink>
            <RouterLink to="/register" className="button button--lg button--outline hero__button--outline">
              Buat Akun
            </RouterLink>
          </div>
        </div>
        <img src="/home/hero-bottles.svg" alt="Botol dan galon air minum Tulus" width={520} height={360} className="hero__picture" />
      </div>
    </section>
  );
}
