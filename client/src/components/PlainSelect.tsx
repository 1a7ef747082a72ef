import { useId, useRef, type ReactNode } from 'react';
import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useEarlyChoice } from '../lib/before-the-app.ts';
import { PlainFieldLabel, PlainFieldRoot } from './PlainField.tsx';
// The shop's native select recipe (44 px tall), registered with the system when a screen with a select loads (decision 046).
import '../theme/with-recipe/native-select.ts';

/**
 * A labelled drop-down: the browser's own `<select>` (a phone opens its own list, the keyboard and
 * screen readers know it), drawn with Chakra's native select recipe, in a field drawn with Chakra's
 * field recipe (PlainField). Chakra's NativeSelect is Ark's field select inside Ark's field: about 7 KB of script
 * (Ark's field, Zag's prop merging and their helpers, 6 files) in the drawn profile page's first
 * load, which a phone fetches before the page can paint, for ids and a label that a `<label for>` gives
 * (decision 052).
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'nativeSelect' });
const Root = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
const Field = withContext<HTMLSelectElement, HTMLChakraProps<'select'>>('select', 'field');
const Indicator = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicator');

type Props = Omit<HTMLChakraProps<'div'>, 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
  selectProps?: HTMLChakraProps<'select'>;
};

export function PlainSelect({ label, value, onValueChange, children, selectProps, ...root }: Props) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // An option chosen on the drawn page before the app took it over.
  useEarlyChoice(() => select.current?.value, value, onValueChange);
  return (
    <PlainFieldRoot {...root}>
      <PlainFieldLabel htmlFor={id}>{label}</PlainFieldLabel>
      <Root>
        <Field ref={select} id={id} value={value} onChange={(event) => onValueChange(event.currentTarget.value)} {...selectProps}>
          {children}
        </Field>
        <Indicator>
          <ChevronDown aria-hidden />
        </Indicator>
      </Root>
    </PlainFieldRoot>
  );
}
