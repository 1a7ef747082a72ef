import { useEffect } from 'react';
import type { CheckoutField, CheckoutProblem } from '@tulus/shared/rules/checkout-validation';
import { scrollMotion } from '../../lib/scroll-motion.ts';

/** The control each checkout rule is about (ids set by the sections); the minimum order has its own dialog. */
export const PROBLEM_CONTROL: Partial<Record<CheckoutField, string>> = {
  address: 'checkout-address-action',
  paymentMethod: 'checkout-payment-action',
  deliveryDate: 'checkout-date',
  branch: 'checkout-branch',
};

/**
 * On a phone the field at fault is screens away from the Checkout button: it is brought to the
 * middle of the screen and focused, so the customer sees the message beside it and can act.
 */
export function useScrollToProblem(problem: CheckoutProblem | null): void {
  useEffect(() => {
    const id = problem && PROBLEM_CONTROL[problem.field];
    const control = id ? document.getElementById(id) : null;
    if (!control) return;
    control.scrollIntoView({ block: 'center', behavior: scrollMotion() });
    control.focus({ preventScroll: true });
  }, [problem]);
}
