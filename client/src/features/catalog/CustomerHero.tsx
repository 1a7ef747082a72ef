import { ArrowDown } from 'lucide-react';

type Props = { name: string | undefined; loading: boolean };

/**
 * The customer's greeting; 'Order Now' brings the full product grid into view. Plain elements with
 * home-page.css's rules (decision 076).
 */
export function CustomerHero({ name, loading }: Props) {
  const toProducts = () => document.getElementById('full-produk')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <section aria-labelledby="hero-title" className="hero">
      <div className="hero__grid">
        <div className="hero__text">
          <h1 id="hero-title" className="heading heading--3xl hero__title hero__title--customer">
            {loading ? 'Loading...' : `Hai, ${name ?? 'Pelanggan'}!`}
          </h1>
          <p className="hero__lead">Mau pesan air apa hari ini? Pilih kemasan favorit Anda, kami antar setiap hari pukul 08.00 - 21.00 WIB.</p>
          <button type="button" onClick={toProducts} className="button button--lg button--solid hero__button hero__button--start">
            Order Now <ArrowDown />
          </button>
        </div>
        {/* Decorative, and on wide screens only: on a phone the greeting and the button come first. Lazy, so a
            phone, where it is not laid out (display: none), does not fetch it: an SVG picture is a document of its
            own, parsed, styled and laid out on the page's main thread. */}
        <img src="/home/hero-bottles.svg" alt="" width={520} height={360} loading="lazy" className="hero__picture hero__picture--wide" />
      </div>
    </section>
  );
}
