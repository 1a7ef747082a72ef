import { useEffect, useState } from 'react';
import { secondsUntil } from '@tulus/shared/rules/countdown';
import { renderNow } from '../../lib/first-render.ts';

/** Seconds until the deadline, re-read every second; the clock stops once it reaches 0. */
export function useSecondsLeft(deadline: Date | null): number | null {
  // From the time the gateway drew the page, on a drawn page's first render (it must match the drawing to hydrate).
  const [now, setNow] = useState(renderNow);
  const left = deadline ? secondsUntil(deadline, now) : null;
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
