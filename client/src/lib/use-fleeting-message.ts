import { useCallback, useEffect, useRef, useState } from 'react';

export type FleetingMessage = { text: string; status: 'error' | 'success' | 'info' };

/**
 * A form message that disappears by itself (spec section 9: messages auto-dismiss after 3 s).
 * Showing a new message restarts the clock, so a repeated mistake is still seen for the full time.
 */
export function useFleetingMessage(durationMs = 3000) {
  const [message, setMessage] = useState<FleetingMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Gone with its page: a kept page hidden by another one (React's Activity runs this then) shows no
  // old message when it is shown again, since its clock stopped here.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      setMessage(null);
    },
    [],
  );

  const show = useCallback(
    (text: string, status: FleetingMessage['status'] = 'error') => {
      clearTimeout(timer.current);
      setMessage({ text, status });
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}
