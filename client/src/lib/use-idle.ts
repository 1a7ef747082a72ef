import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * False until the browser has been idle once after the component mounted. What no screen needs to
 * draw (the toast viewport, the offline banner, a carousel below the fold) waits for it: on a slow
 * phone its code and its render would otherwise compete with the first screen's (TBT; docs/performance.md).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 3000), []);
  return idle;
}
