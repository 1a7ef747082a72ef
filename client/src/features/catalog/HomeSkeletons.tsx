import { useSlidesPerPage } from './use-slides-per-page.ts';

/**
 * Stand-ins of the home screen's rows of slides while their code and the products load, as tall as
 * what replaces them: the sections below do not jump when the rows arrive (CLS; docs/performance.md).
 * The sizes mirror NewArrivals, ProductCard and BannerCarousel; change them together. Plain elements with
 * home-page.css's rules (Chakra's Stack, HStack, Card and Skeleton gave them the same): the landing page draws
 * them as it takes the drawn page over, before Chakra's system is built (theme/system.ts, shopSystemLater).
 */
export function NewArrivalsSkeleton() {
  const slidesPerPage = useSlidesPerPage();
  // Product names take two lines on the narrow cards of a wide screen (five per view), one otherwise.
  const nameLines = slidesPerPage === 5 ? 2 : 1;
  return (
    <div className="arrivals-skeleton" aria-hidden="true">
      {/* The title row: as tall as its 44 px round buttons. */}
      <div className="arrivals-skeleton__title-row">
        <div className="skeleton arrivals-skeleton__title" />
        <div className="arrivals-skeleton__arrows">
          <div className="skeleton arrivals-skeleton__arrow" />
          <div className="skeleton arrivals-skeleton__arrow" />
        </div>
      </div>
      <div className="arrivals-skeleton__row">
        {Array.from({ length: slidesPerPage }, (_, i) => (
          <div key={i} className="card arrivals-skeleton__card">
            <div className="card__body arrivals-skeleton__card-body">
              <div className="skeleton arrivals-skeleton__photo" />
              <div className="arrivals-skeleton__lines">
                {/* One bar for the name's lines, as the name's lines have no gap between them. */}
                <div className="skeleton arrivals-skeleton__name" style={{ height: `calc(var(--chakra-sizes-6) * ${nameLines})` }} />
                <div className="skeleton arrivals-skeleton__price" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function BannerSkeleton() {
  return (
    <div className="banner-skeleton" aria-hidden="true">
      <div className="skeleton banner-skeleton__picture" />
      {/* The row of the three dots, each in a 44 px button. */}
      <div className="banner-skeleton__dots" />
    </div>
  );
}
