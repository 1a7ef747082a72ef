import { useRef, type ReactNode } from 'react';
import { chakra, Checkmark, type HTMLChakraProps } from '@chakra-ui/react';
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
 * The shop's checkbox: the browser's own input, drawn with Chakra's checkmark (the same recipe Chakra's
 * Checkbox draws its box with). Chakra's Checkbox runs Ark's checkbox machine: about 9 KB of script a
 * phone fetched before the cart could paint, and the machine's work on every tap of the cart's most
 * tapped control (decision 050; docs/performance.md section 24). The input keeps what the browser gives a checkbox: its role and
 * state for screen readers, Space to tick it, a tap on the label.
 */
export function PlainCheckbox({ checked, onCheckedChange, children, labelHidden, multiline, labelProps, ...root }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // A box ticked on the drawn page (the cart) before the app took it over.
  useEarlyChoice(() => input.current?.checked, checked, onCheckedChange);
  return (
    <chakra.label display="inline-flex" alignItems={multiline ? 'flex-start' : 'center'} gap="2.5" position="relative" cursor="pointer" colorPalette="brand" {...root}>
      <chakra.input ref={input} type="checkbox" className="peer" srOnly checked={checked} onChange={(event) => onCheckedChange(event.currentTarget.checked)} />
      <Checkmark checked={checked} data-part="control" mt={multiline ? '0.5' : undefined} _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }} />
      <chakra.span srOnly={labelHidden} fontWeight="medium" textStyle="sm" userSelect="none" {...labelProps}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
