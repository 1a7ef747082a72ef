/**
 * A row of slides that the browser scrolls sideways and snaps to a slide (CSS scroll snap), without a
 * scroll bar: New Arrivals and the promo banner (decision 044). How many slides it shows is the
 * caller's (`gridAutoColumns`); `gap` is in px.
 */
export function snapRowCss(gap: number) {
  return {
    display: 'grid',
    gridAutoFlow: 'column',
    gap: `${gap}px`,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x mandatory',
    scrollbarWidth: 'none',
  } as const;
}

/** How far the row scrolls for a screenful of slides: its width and the gap after the last of them. */
export function screenful(row: HTMLElement, gap: number): number {
  return row.clientWidth + gap;
}
