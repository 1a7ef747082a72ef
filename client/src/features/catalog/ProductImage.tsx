import { Droplet } from 'lucide-react';

// `priority`: a picture on the first screen (the largest paint on a phone): fetched at once and first,
// not when the browser's lazy loading gets round to it.
type Props = { src: string | null; name: string; priority?: boolean };

/** A product photo on a soft blue square; a drop icon stands in when the catalogue has none. Styled by product-card.css. */
export function ProductImage({ src, name, priority = false }: Props) {
  return (
    <div className="product-photo">
      {src ? (
        <img src={src} alt={name} className="product-photo__image" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} />
      ) : (
        <Droplet aria-label={name} role="img" color="var(--chakra-colors-brand-400)" size="40%" />
      )}
    </div>
  );
}
