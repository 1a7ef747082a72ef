/**
 * Who to tell when a module's state changes: the `subscribe` React's `useSyncExternalStore` takes, and
 * the `notify` the module calls after each change. The shop's small stores (the cart, the upload queue,
 * the open picker...) keep their own values; this is the one part they all had written out by hand.
 */
export type ChangeSignal = {
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
};

export function changeSignal(): ChangeSignal {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
