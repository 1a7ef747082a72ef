/**
 * A row of slides that the browser scrolls sideways and snaps to a slide (CSS scroll snap), without a
 * scroll bar: New Arrivals and the promo banner (decision 044). Its rules are home-page.css's
 * `.snap-row` and `.snap-row__slide`; how many slides it shows, and the gap between them, are each
 * row's own class there.
 */

/** How far the row scrolls for a screenful of slides: its width and the gap after the last of them (its CSS gap). */
export function screenful(row: HTMLElement): number {
  return row.clientWidth + (Number.parseFloat(getComputedStyle(row).columnGap) || 0);
}
