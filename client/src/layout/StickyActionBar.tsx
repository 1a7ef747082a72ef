import { useState, type CSSProperties, type ReactNode } from 'react';
import { useFixedBarHeight, usePublishFixedBarHeight } from '../lib/fixed-bar-height.ts';

type Props = {
  /** The main action (a button), or the progress of what it started. */
  children: ReactNode;
  /** What the action is about, left of it: a total, a short state. */
  summary?: ReactNode;
  /** A short message about what the action just did, above it, where the thumb just tapped. */
  notice?: ReactNode;
  /** From this width on the bar is an ordinary part of the page (wide screens have room). */
  inlineFrom?: 'md' | 'lg';
  /**
   * Wide screens too show the summary, above the action (a side column such as the cart's, where
   * the page has the figure nowhere else). Otherwise the page shows it and the bar leaves it out.
   */
  summaryOnWide?: boolean;
};

/**
 * A phone's main action within thumb reach, as the marketplaces people know put it: fixed to the
 * bottom of the screen with what it is about beside it, above the system's gesture bar
 * (safe-area inset) and above any bottom navigation (the driver's frame). Its height is published
 * (lib/fixed-bar-height.ts) so the frames keep that much room below the page and nothing ends up
 * hidden under the bar.
 *
 * Plain elements styled by action-bar.css: the bar's own elements are not styled again at runtime
 * each time its page renders (a quantity changed, a product shown; decision 064).
 */
export function StickyActionBar({ children, summary, notice, inlineFrom = 'md', summaryOnWide = false }: Props) {
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  usePublishFixedBarHeight(bar, 'actionBar');
  const bottomNav = useFixedBarHeight('bottomNav');
  const modifiers = `action-bar--inline-${inlineFrom}${summaryOnWide ? ' action-bar--summary-on-wide' : ''}`;
  return (
    <div
      ref={setBar}
      data-testid="action-bar"
      className={`action-bar ${modifiers}`}
      // Above the driver's bottom navigation, whose height changes with it: a custom property, so the
      // stylesheet still decides where the bar is on wide screens.
      style={{ '--action-bar-bottom': `${bottomNav}px` } as CSSProperties}
    >
      {notice && <div className="action-bar__notice">{notice}</div>}
      <div className="action-bar__row">
        {summary && <div className="action-bar__summary">{summary}</div>}
        <div className="action-bar__action">{children}</div>
      </div>
    </div>
  );
}
