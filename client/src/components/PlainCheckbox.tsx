import { useRef, type ReactNode } from 'react';
import { chakra, useRecipe, type HTMLChakraProps, type SystemStyleObject } from '@chakra-ui/react';
import { useEarlyChoice } from '../lib/before-the-app.ts';

type Props = Omit<HTMLChakraProps<'label'>, 'onChange' | 'children'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The box's name; `labelHidden` keeps it for screen readers only (a cart line names its product beside it). */
  children: ReactNode;
  labelHidden?: boolean;
  /** A label of several lines: the box beside its first line rather than its middle. */
  multiline?: boolean;
  labelProps?: HTMLChakraProps<'span'>;
};

/**
 * The box is drawn from the input's own state. Chakra's checkmark recipe keys its looks on the box's
 * data-state, which only the app sets: on a page the gateway drew (the cart), a tap before the app ran
 * ticked the input at once while the box stayed empty until the app took it over. These are the
 * recipe's solid looks, checked and not, keyed on the input instead; they outrank the data-state ones,
 * which the app then keeps in step.
 */
const FOLLOWS_THE_INPUT: SystemStyleObject = {
  '.peer:checked ~ &': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.solid' },
  '.peer:not(:checked) ~ &': { bg: 'transparent', borderColor: 'border.emphasized', '& polyline': { display: 'none' } },
};

/**
 * The shop's checkbox: the browser's own input, drawn with Chakra's checkmark recipe (the one Chakra's
 * Checkbox draws its box with). Chakra's Checkbox runs Ark's checkbox machine: about 9 KB of script a
 * phone fetched before the cart could paint, and the machine's work on every tap of the cart's most
 * tapped control (decision 050; docs/performance.md section 24). The input keeps what the browser gives a checkbox: its role and
 * state for screen readers, Space to tick it, a tap on the label.
 */
export function PlainCheckbox({ checked, onCheckedChange, children, labelHidden, multiline, labelProps, ...root }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const checkmark = useRecipe({ key: 'checkmark' });
  // A box ticked on the drawn page (the cart) before the app took it over.
  useEarlyChoice(() => input.current?.checked, checked, onCheckedChange);
  return (
    <chakra.label display="inline-flex" alignItems={multiline ? 'flex-start' : 'center'} gap="2.5" position="relative" cursor="pointer" colorPalette="brand" {...root}>
      <chakra.input ref={input} type="checkbox" className="peer" srOnly checked={checked} onChange={(event) => onCheckedChange(event.currentTarget.checked)} />
      <chakra.svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3px"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        data-part="control"
        data-state={checked ? 'checked' : 'unchecked'}
        css={[checkmark(), FOLLOWS_THE_INPUT]}
        mt={multiline ? '0.5' : undefined}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <polyline points="20 6 9 17 4 12" />
      </chakra.svg>
      <chakra.span srOnly={labelHidden} fontWeight="medium" textStyle="sm" userSelect="none" {...labelProps}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
