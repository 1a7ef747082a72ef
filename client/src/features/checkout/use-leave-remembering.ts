import { useLocation, useNavigate, type To } from 'react-router-dom';
import { asCheckoutState, type CheckoutNavState } from './checkout-state.ts';

/**
 * Leaves a payment method screen for `to`, first writing what the user chose into this screen's own
 * history entry. The choice otherwise lives only in the next entry's state, so the browser's Back
 * showed the screen as it was opened, with nothing chosen, and 'Pilih' asked for a choice again.
 */
export function useLeaveRemembering() {
  const location = useLocation();
  const navigate = useNavigate();
  return (chosen: CheckoutNavState, to: To) => {
    const here = { pathname: location.pathname, search: location.search, hash: location.hash };
    // The next screen gets the same state: what this screen was given, plus the choice.
    const state = { ...asCheckoutState(location.state), ...chosen };
    navigate(here, { replace: true, state });
    navigate(to, { state });
  };
}
