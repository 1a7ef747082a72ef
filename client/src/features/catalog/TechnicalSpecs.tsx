import { Clock, Droplets, MapPin, Truck } from 'lucide-react';
import type { ReactNode } from 'react';

const FACTS: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <Droplets />, title: 'Lima ukuran kemasan', text: 'Botol 330 ml, 600 ml dan 1,5 L, serta galon 8 L dan 16 L.' },
  { icon: <MapPin />, title: 'Area pengiriman', text: 'Jakarta, Surabaya dan Semarang, dikirim dari cabang terdekat.' },
  { icon: <Clock />, title: 'Jam pengiriman', text: 'Setiap hari pukul 08.00 - 21.00 WIB, kecuali hari libur nasional.' },
  { icon: <Truck />, title: 'Gratis ongkir', text: 'Untuk setiap pesanan mulai Rp 100.000.' },
];

/** The visitor's "what you get" section (spec: technical-spec section of the landing page); home-page.css. */
export function TechnicalSpecs() {
  return (
    <section aria-labelledby="spesifikasi-title">
      <h2 id="spesifikasi-title" className="heading heading--2xl home-heading home-heading--spaced">
        Spesifikasi Teknis
      </h2>
      <div className="specs__grid">
        {FACTS.map((fact) => (
          <div key={fact.title} className="specs__fact">
            <div className="specs__icon" aria-hidden>
              {fact.icon}
            </div>
            <h3 className="heading heading--md">{fact.title}</h3>
            <p className="specs__fact-text">{fact.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
