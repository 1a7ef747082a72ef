import type { ReactNode, Ref } from 'react';
import { Box } from '@chakra-ui/react';

/**
 * A part of a page below its first screenful, which the browser styles, lays out and paints only as
 * it nears the screen (`content-visibility: auto`). Until then it takes `estimatedHeight` (as measured
 * on a 412 px phone and on a computer), and after that the height it last had
 * (`contain-intrinsic-size: auto`), so the page's length barely changes as it is scrolled. On a slow
 * phone, most of a long page's layout and paint at load was for parts nobody had scrolled to yet
 * (docs/performance.md section 15). Its content stays in the page: links, text search and screen
 * readers find it as before.
 */
export function LaterSection({ estimatedHeight, children, ref }: { estimatedHeight: { phone: string; wide: string }; children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <Box ref={ref} css={laterSectionCss(estimatedHeight)}>
      {children}
    </Box>
  );
}

/** The footer is one too, with the same two rules in layout/frame.css. */
function laterSectionCss(estimatedHeight: { phone: string; wide: string }) {
  return { contentVisibility: 'auto', containIntrinsicSize: { base: `auto ${estimatedHeight.phone}`, md: `auto ${estimatedHeight.wide}` } } as const;
}
