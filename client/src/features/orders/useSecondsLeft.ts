import { useEffect, useState } from 'react';
import { secondsUntil } from '@tulus/shared/rules/countdown';

/** Seconds until the deadline, re-read every second; the clock stops once it reaches 0. */
export function useSecondsLeft(deadline: Date | null): number | null {
  const [now, setNow] = useState(Date.now);
  const left = deadline ? secondsUntil(deadline, now) : null;
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
