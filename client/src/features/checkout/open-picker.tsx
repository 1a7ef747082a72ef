import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { changeSignal } from '../../lib/change-signal.ts';

export type CheckoutPicker = 'address' | 'payment' | 'branch' | 'voucher';

/**
 * Which of the checkout's pickers is open, kept beside the checkout page rather than in its state.
 * Opening or closing a picker then renders that picker alone (`WhenOpen`). As the page's state, each
 * opening first rendered the whole page again, its reads of the cart, the addresses, the branches, the
 * payment methods and the vouchers included: 5 to 9 ms of a tap on a phone slowed 4x
 * (docs/performance.md section 63).
 */
export type OpenPicker = {
  show: (picker: CheckoutPicker) => void;
  close: () => void;
  subscribe: (listener: () => void) => () => void;
  shown: () => CheckoutPicker | null;
};

/** The checkout page's open picker: none at first, one at a time. */
export function useOpenPicker(): OpenPicker {
  const [pickers] = useState(createOpenPicker);
  return pickers;
}

function createOpenPicker(): OpenPicker {
  let shown: CheckoutPicker | null = null;
  const changes = changeSignal();
  const set = (next: CheckoutPicker | null) => {
    if (next === shown) return;
    shown = next;
    changes.notify();
  };
  return {
    show: (picker) => set(picker),
    close: () => set(null),
    subscribe: changes.subscribe,
    shown: () => shown,
  };
}

type Props = {
  pickers: OpenPicker;
  picker: CheckoutPicker;
  /** The picker, drawn with whether it is the open one. */
  children: (open: boolean) => ReactNode;
};

/** The part of the checkout that renders again as `picker` opens or closes: the picker itself. */
export function WhenOpen({ pickers, picker, children }: Props) {
  const isOpen = () => pickers.shown() === picker;
  return children(useSyncExternalStore(pickers.subscribe, isOpen, isOpen));
}
