import { useState, type ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
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
 */
export function StickyActionBar({ children, summary, notice, inlineFrom = 'md', summaryOnWide = false }: Props) {
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  usePublishFixedBarHeight(bar, 'actionBar');
  const bottomNav = useFixedBarHeight('bottomNav');
  const phone = <T,>(value: T, wide: T) => ({ base: value, [inlineFrom]: wide });
  return (
    <Box
      ref={setBar}
      data-testid="action-bar"
      position={phone('fixed', 'static')}
      insetX={phone('0', 'auto')}
      bottom={phone(`${bottomNav}px`, 'auto')}
      zIndex={phone('sticky', 'auto')}
      bg={phone('white', 'transparent')}
      borderTopWidth={phone('1px', '0')}
      shadow={phone('0 -4px 12px rgba(0, 0, 0, 0.06)', 'none')}
      px={phone('3', '0')}
      pt={phone('2.5', '0')}
      // Above the gesture bar on a phone without a bottom navigation; the driver's navigation already keeps clear of it.
      pb={phone('calc(0.625rem + var(--action-bar-safe-area, env(safe-area-inset-bottom)))', '0')}
    >
      {notice && (
        <Box maxW="6xl" mx="auto" mb="2">
          {notice}
        </Box>
      )}
      <Flex gap="3" direction={phone('row', summaryOnWide ? 'column' : 'row')} align={phone('center', 'stretch')} maxW="6xl" mx="auto">
        {summary && (
          <Box flex="0 1 auto" minW="0" hideFrom={summaryOnWide ? undefined : inlineFrom}>
            {summary}
          </Box>
        )}
        {/* A long label ('Upload Bukti Pembayaran' beside a total) fits on one line at 360 px and wraps rather than overflows below. */}
        <Box
          flex="1"
          minW="0"
          display="flex"
          flexDirection="column"
          gap="2"
          css={{
            '& > *': { width: '100%' },
            '& > button, & > a': { whiteSpace: 'normal', height: 'auto', textAlign: 'center', paddingBlock: '2' },
            // Beside a total on a phone the words need the room more than the icon does.
            '@media (max-width: 479px)': { '& > button > svg, & > a > svg': { display: 'none' } },
          }}
        >
          {children}
        </Box>
      </Flex>
    </Box>
  );
}
