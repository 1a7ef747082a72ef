import { ArrowUp } from 'lucide-react';

/** Always shown on the home screen (spec), so a long product list is one tap from the top; home-page.css. */
export function ScrollToTopButton() {
  return (
    <button
      type="button"
      aria-label="Kembali ke atas"
      className="button button--lg button--solid button--icon palette-brand scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp />
    </button>
  );
}
