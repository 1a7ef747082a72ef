import { useRef, type ReactNode } from 'react';
import { useEarlyChoice } from '../lib/before-the-app.ts';
import { classes } from '../lib/classes.ts';

type Props = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The box's name; `labelHidden` keeps it for screen readers only (a cart line names its product beside it). */
  children: ReactNode;
  labelHidden?: boolean;
  /** A label of several lines: the box beside its first line rather than its middle. */
  multiline?: boolean;
  /** The screen's own classes for the whole control (its size, a border) and for its label. */
  className?: string;
  labelClassName?: string;
};

/**
 * The shop's checkbox: the browser's own input, drawn as Chakra's checkmark (checkbox.css). Chakra's
 * Checkbox runs Ark's checkbox machine: about 9 KB of script a phone fetched before the cart could
 * paint, and the machine's work on every tap of the cart's most tapped control (decision 050; docs/
 * performance.md section 24). Plain elements, so a tap does not style them again at runtime either
 * (decision 065). The input keeps what the browser gives a checkbox: its role and state for screen
 * readers, Space to tick it, a tap on the label.
 *
 * The box is drawn from the input's own state (:checked): on a page the gateway drew (the cart), a tap
 * before the app ran ticks the input, and the box shows it at once. `data-state` follows the app's
 * state, for the tests and the bench that wait for the app to have taken the tap.
 */
export function PlainCheckbox({ checked, onCheckedChange, children, labelHidden, multiline, className, labelClassName }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // A box ticked on the drawn page (the cart) before the app took it over.
  useEarlyChoice(() => input.current?.checked, checked, onCheckedChange);
  return (
    <label className={classes('checkbox palette-brand', multiline && 'checkbox--multiline', className)}>
      <input ref={input} type="checkbox" className="checkbox__input visually-hidden" checked={checked} onChange={(event) => onCheckedChange(event.currentTarget.checked)} />
      <svg viewBox="0 0 24 24" aria-hidden className="checkbox__control" data-part="control" data-state={checked ? 'checked' : 'unchecked'}>
        <polyline points="20 6 9 17 4 12" />
      </svg>
      <span className={classes('checkbox__label', labelHidden && 'visually-hidden', labelClassName)}>{children}</span>
    </label>
  );
}
