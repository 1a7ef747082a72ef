import type { CSSProperties, ReactNode, Ref } from 'react';

/**
 * A part of a page below its first screenful, which the browser styles, lays out and paints only as
 * it nears the screen (`content-visibility: auto`). Until then it takes `estimatedHeight` (as measured
 * on a 412 px phone and on a computer), and after that the height it last had
 * (`contain-intrinsic-size: auto`), so the page's length barely changes as it is scrolled. On a slow
 * phone, most of a long page's layout and paint at load was for parts nobody had scrolled to yet
 * (docs/performance.md section 15). Its content stays in the page: links, text search and screen
 * readers find it as before. Its rules are global.css's `.later-section`, in the page before any script.
 */
export function LaterSection({ estimatedHeight, children, ref }: { estimatedHeight: { phone: string; wide: string }; children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="later-section" style={laterSectionHeights(estimatedHeight)}>
      {children}
    </div>
  );
}

/** The estimated heights of a LaterSection, for `.later-section`; the footer is one too (layout/Footer.tsx). */
export function laterSectionHeights(estimatedHeight: { phone: string; wide: string }): CSSProperties {
  return { '--later-phone': estimatedHeight.phone, '--later-wide': estimatedHeight.wide } as CSSProperties;
}
