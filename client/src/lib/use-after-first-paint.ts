import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, true once the browser has painted it. The home screen draws what is
 * above the fold first and the rest after: on a slow phone rendering the whole page took more
 * than a second before anything could paint (LCP; docs/performance.md). The second render is a transition,
 * so React yields to the browser while it runs.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // requestAnimationFrame runs before the next paint; the timeout after it, once that frame is out.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
