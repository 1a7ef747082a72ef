import { useEffect, useState } from 'react';

/**
 * False until the browser has been idle once after the component mounted. What no screen needs to
 * draw (the toast viewport, the offline banner, a carousel below the fold) waits for it: on a slow
 * phone its code and its render would otherwise compete with the first screen's (TBT; docs/performance.md).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a second after mounting does as well.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1000);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}
