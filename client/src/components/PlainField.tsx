import type { ComponentProps } from 'react';
import { classes } from '../lib/classes.ts';

/**
 * A labelled form field as Chakra's Field draws it (its recipe: the label over its control, the same
 * gap, size and weight), on plain elements with field.css's rules. Chakra's Field is Ark's field, with
 * its context, ids and prop merging, which a control the shop draws itself does not use (decisions 051
 * and 052): the label names its control with `htmlFor`. Plain since decision 076.
 */
export function PlainFieldRoot({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={classes('field', className)} {...rest} />;
}

export function PlainFieldLabel({ className, ...rest }: ComponentProps<'label'>) {
  return <label className={classes('field__label', className)} {...rest} />;
}
