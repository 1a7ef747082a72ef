/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms, when given); returns
 * what cancels it. Safari has no requestIdleCallback: a second later does as well there.
 */
export function whenIdle(callback: () => void, timeout?: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 1000);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(callback, timeout === undefined ? undefined : { timeout });
  return () => cancelIdleCallback(id);
}
