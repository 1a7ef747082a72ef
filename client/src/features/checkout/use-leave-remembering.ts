import { useRef } from 'react';
import { useLocation, useNavigate, type To } from 'react-router-dom';
import { asCheckoutState, type CheckoutNavState } from './checkout-state.ts';

/**
 * Leaves a payment method screen for `to`, first writing what the user chose into this screen's own
 * history entry. The choice otherwise lives only in the next entry's state, so the browser's Back
 * showed the screen as it was opened, with nothing chosen, and 'Pilih' asked for a choice again.
 *
 * Once per entry: two taps on 'Pilih' handled before the next screen is drawn (a slow phone's queued
 * taps) left twice. The second wrote this screen over the next one's entry and pushed the next screen
 * again, so Back showed a screen twice (the accounts, after a double tap on both pages).
 */
export function useLeaveRemembering() {
  const location = useLocation();
  const navigate = useNavigate();
  const leftEntry = useRef<string | null>(null);
  return (chosen: CheckoutNavState, to: To) => {
    if (leftEntry.current === location.key) return;
    leftEntry.current = location.key;
    const here = { pathname: location.pathname, search: location.search, hash: location.hash };
    // The next screen gets the same state: what this screen was given, plus the choice.
    const state = { ...asCheckoutState(location.state), ...chosen };
    navigate(here, { replace: true, state });
    navigate(to, { state });
  };
}
