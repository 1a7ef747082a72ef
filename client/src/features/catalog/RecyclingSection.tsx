/**
 * #TULUSRECYCLING (spec section 1: empty packs earn rewards through a cash programme). The video
 * ships with the app and loads only when played (preload none), so a phone on mobile data pays
 * nothing until the visitor asks; the poster carries the message if it never plays. home-page.css.
 */
export function RecyclingSection() {
  return (
    <section id="TULUSRECYCLING" aria-labelledby="recycling-title" className="recycling">
      <div className="recycling__grid">
        <div className="recycling__text">
          <p className="recycling__kicker">#TULUSRECYCLING</p>
          <h2 id="recycling-title" className="heading heading--2xl home-heading">
            Kembalikan kemasan, dapatkan reward
          </h2>
          <p className="home-paragraph">
            Kumpulkan botol dan galon Tulus yang sudah kosong, serahkan kepada kurir kami saat pengiriman berikutnya, dan dapatkan reward tunai
            melalui program cashback Tulus. Kemasan yang terkumpul kami daur ulang agar tidak berakhir di laut dan tempat pembuangan.
          </p>
        </div>
        <div className="recycling__video">
          <video
            controls
            preload="none"
            poster="/home/recycling-poster.svg"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            aria-label="Video program #TULUSRECYCLING"
          >
            <source src="/home/tulus-recycling.webm" type="video/webm" />
            Browser Anda tidak dapat memutar video. Kumpulkan kemasan kosong Tulus dan tukarkan dengan reward.
          </video>
        </div>
      </div>
    </section>
  );
}
