import type { ComponentProps } from 'react';

/**
 * A labelled form field as Chakra's Field draws it (its recipe: the label over its control, the same
 * gap, size and weight), on plain elements with field.css's rules. Chakra's Field is Ark's field, with
 * its context, ids and prop merging, which a control the shop draws itself does not use (decisions 051
 * and 052): the label names its control with `htmlFor`. Plain since decision 076.
 */
export function PlainFieldRoot({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={className ? `field ${className}` : 'field'} {...rest} />;
}

export function PlainFieldLabel({ className, ...rest }: ComponentProps<'label'>) {
  return <label className={className ? `field__label ${className}` : 'field__label'} {...rest} />;
}
