import { useState, type RefObject } from 'react';
import { scrollMotion } from '../../lib/scroll-motion.ts';

/** What a glide needs of the row: where it is, and a way to send it somewhere. */
type Row = Pick<HTMLElement, 'scrollLeft' | 'scrollTo'>;

/**
 * A sideways row the app glides to a place (a dot of the promo banner, its timer, New Arrivals'
 * buttons), and that must come to rest there.
 *
 * Chromium drops a smooth scroll asked for in the frame where the glide before it ends: the earlier
 * glide's scrollend arrives after the new request, with the row still where that glide left it, and
 * nothing moves after it. A phone test caught it: a dot tapped as the banner's timer finished a move
 * left the banner on the old slide. So a row that rests away from where it was sent is sent on again,
 * once (a second time could only chase a place the row's snapping will not stop at).
 */
export class RowGlide {
  /** Where the glide under way is taking the row; null once it rests, or when a finger has it. */
  heading: number | null = null;
  private sentOnAgain = false;

  to(row: Row, left: number, behavior: ScrollBehavior) {
    this.heading = left;
    this.sentOnAgain = false;
    row.scrollTo({ left, behavior });
  }

  /** At the row's scrollend: true when it rests where it was sent (or nothing sent it), false when it was sent on again. */
  rested(row: Row, behavior: ScrollBehavior): boolean {
    if (this.heading !== null && !this.sentOnAgain && Math.abs(row.scrollLeft - this.heading) >= 1) {
      this.sentOnAgain = true;
      row.scrollTo({ left: this.heading, behavior });
      return false;
    }
    this.heading = null;
    return true;
  }

  /** A finger, a wheel or the keyboard moves the row: where they leave it is where it is meant to be. */
  takenOver() {
    this.heading = null;
  }
}

/**
 * The glide of `row` as React props: `to` sends it; `rowProps` go on the row; `onRest` hears where
 * it comes to rest (on a browser without scrollend, Safari before 26.2, it is never called).
 */
export function useRowGlide(row: RefObject<HTMLElement | null>, onRest?: (row: HTMLElement) => void) {
  const [glide] = useState(() => new RowGlide());
  const takenOver = () => glide.takenOver();
  return {
    /** Where the glide under way is taking the row, or null when it is at rest. */
    heading: () => glide.heading,
    to: (left: number) => row.current && glide.to(row.current, left, scrollMotion()),
    rowProps: {
      onScrollEnd: (event: { currentTarget: HTMLElement }) => {
        const list = event.currentTarget;
        if (glide.rested(list, scrollMotion())) onRest?.(list);
      },
      onPointerDown: takenOver,
      onWheel: takenOver,
      onKeyDown: takenOver,
    },
  };
}
