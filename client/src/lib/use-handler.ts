import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A handler with one identity for the screen's life that runs the `handler` of the latest render.
 *
 * A screen's handlers close over its reads, and TanStack Query hands out a new result object at each
 * render. A handler made from them is new at each render too, and so is every part it is handed to:
 * the React Compiler keeps a part only while its props are the same. Opening a checkout picker redrew
 * the checkout's address, delivery and summary sections through the place-order handler
 * (docs/performance.md section 31). For handlers called from events, never during a render.
 */
export function useHandler<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(handler);
  // Before any layout effect or event of this render's commit can call it.
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
