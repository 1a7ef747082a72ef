import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useEarlyChoice } from '../lib/before-the-app.ts';
import { PlainFieldLabel, PlainFieldRoot } from './PlainField.tsx';
import { classes } from '../lib/classes.ts';

/**
 * A labelled drop-down: the browser's own `<select>` (a phone opens its own list, the keyboard and
 * screen readers know it), drawn as the shop's native select recipe draws it (select.css), in a field
 * (PlainField). Chakra's NativeSelect is Ark's field select inside Ark's field: about 7 KB of script
 * (Ark's field, Zag's prop merging and their helpers, 6 files) in the drawn profile page's first
 * load, which a phone fetches before the page can paint, for ids and a label that a `<label for>` gives
 * (decision 052); and Chakra's recipes styled it at runtime as the page hydrated (decision 076).
 */
type Props = Omit<ComponentProps<'div'>, 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
  /** The select's own class beside select.css's. */
  selectClassName?: string;
};

export function PlainSelect({ label, value, onValueChange, children, selectClassName, ...root }: Props) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // An option chosen on the drawn page before the app took it over.
  useEarlyChoice(() => select.current?.value, value, onValueChange);
  return (
    <PlainFieldRoot {...root}>
      <PlainFieldLabel htmlFor={id}>{label}</PlainFieldLabel>
      <div className="select">
        <select
          ref={select}
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          className={classes('select__field', selectClassName)}
        >
          {children}
        </select>
        <div className="select__indicator">
          <ChevronDown aria-hidden />
        </div>
      </div>
    </PlainFieldRoot>
  );
}
